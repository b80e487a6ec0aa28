import { secureExternalUrl, type UrlPolicy } from '@/lib/external-url';

/**
 * Deposit and bank-login redirects go only to full web addresses from the API (DESIGN.md):
 * never javascript:, data: or a relative path, and https in a production build (the mock
 * backend's loopback http only in a build made for it; src/lib/external-url.ts).
 */
export function safeExternalUrl(value: unknown, policy?: UrlPolicy): string | null {
  return secureExternalUrl(value, policy)?.href ?? null;
}
