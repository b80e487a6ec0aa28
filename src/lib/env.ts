/**
 * Public configuration. NEXT_PUBLIC_* values are inlined at build time, so they are read by
 * their literal names. next.config.js always sets the backend URLs, the chat script and the
 * provider origins, resolved from MOCK_URL / MOCK_PORT when not given (publicServiceEnv in
 * src/lib/service-urls.js), so the browser calls the backend the build was made for. jest sets
 * the same names the same way (tests/public-env.js). That resolving stays out of the browser:
 * every page would carry it.
 */
const list = (value: string | undefined): readonly string[] => (value ? value.split(',') : []);

export const env = {
  mainApiUrl: process.env.NEXT_PUBLIC_MAIN_API_URL ?? '',
  /** Server-side renders may reach the content service by an internal address. */
  contentApiUrl: (typeof window === 'undefined' && process.env.CONTENT_API_URL) || (process.env.NEXT_PUBLIC_CONTENT_API_URL ?? ''),
  /** The content service as the browser reaches it, also while rendering on the server (media URLs). */
  publicContentApiUrl: process.env.NEXT_PUBLIC_CONTENT_API_URL ?? '',
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000',
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL || 'support@kasino.example',
  /** The live-chat script, loaded only when a player asks for the chat; empty when there is none. */
  chatWidgetUrl: (process.env.NEXT_PUBLIC_CHAT_WIDGET_URL ?? '').trim(),
  /** Origins the game frame may load (GAME_PROVIDER_ORIGINS, as origins). */
  gameOrigins: list(process.env.NEXT_PUBLIC_GAME_PROVIDER_ORIGINS),
  /** Origins a deposit may lead to (PAYMENT_PROVIDER_ORIGINS, as origins). */
  paymentOrigins: list(process.env.NEXT_PUBLIC_PAYMENT_PROVIDER_ORIGINS),
} as const;
