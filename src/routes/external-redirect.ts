/**
 * Deposit and bank-login redirects go only to http(s) URLs from the API (DESIGN.md): never
 * javascript:, data: or anything that is not a full web address.
 */
export function safeExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
