import { serviceUrls } from './service-urls';

/**
 * Public configuration. NEXT_PUBLIC_* values are inlined at build time, so they are read by
 * their literal names. next.config.js always sets the backend URLs and the chat script, resolved from
 * MOCK_URL / MOCK_PORT when not given (src/lib/service-urls.js), so the browser calls the
 * backend the build was made for; the fallback here serves only code run outside a build (jest).
 */
const urls = serviceUrls({
  NEXT_PUBLIC_MAIN_API_URL: process.env.NEXT_PUBLIC_MAIN_API_URL,
  NEXT_PUBLIC_CONTENT_API_URL: process.env.NEXT_PUBLIC_CONTENT_API_URL,
  CONTENT_API_URL: typeof window === 'undefined' ? process.env.CONTENT_API_URL : undefined,
  NEXT_PUBLIC_CHAT_WIDGET_URL: process.env.NEXT_PUBLIC_CHAT_WIDGET_URL,
});

export const env = {
  mainApiUrl: urls.mainApiUrl,
  /** Server-side renders may reach the content service by an internal address. */
  contentApiUrl: typeof window === 'undefined' ? urls.serverContentApiUrl : urls.contentApiUrl,
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000',
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL || 'support@kasino.example',
  /** The live-chat script, loaded only when a player asks for the chat; empty when there is none. */
  chatWidgetUrl: urls.chatWidgetUrl.trim(),
} as const;
