/**
 * Query parameters that carry a login or one-time token: the autologin `t`, an activation or
 * password-reset `code`, a bank login's `bankToken` and a payment `token`. A token left in the
 * address bar ends up in history, bookmarks, screenshots, shared links and referrers, so the
 * page that reads one removes it at once (useUrlSecrets) and no link copies it (useCurrentPath).
 */
export const URL_SECRETS = ['t', 'code', 'bankToken', 'token'] as const;
export type UrlSecret = (typeof URL_SECRETS)[number];

const isSecret = (name: string): boolean => (URL_SECRETS as readonly string[]).includes(name);

/** A query string ('?a=1&t=x', or '') without the secrets: '?a=1', or '' when nothing is left. */
export function withoutSecrets(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  // Untouched when there is none, so the rest keeps the encoding it came with.
  if (![...params.keys()].some(isSecret)) return search;
  for (const name of [...params.keys()]) if (isSecret(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The secrets a query holds, each as its one string value (a repeated parameter is ignored). */
export function secretsOf(query: Record<string, string | string[] | undefined>): Partial<Record<UrlSecret, string>> {
  const found: Partial<Record<UrlSecret, string>> = {};
  for (const name of URL_SECRETS) {
    const value = query[name];
    if (typeof value === 'string' && value !== '') found[name] = value;
  }
  return found;
}

/** The secrets a query string ('?t=x&a=1', or '') holds, read as `secretsOf` reads a query. */
export function secretsInSearch(search: string): Partial<Record<UrlSecret, string>> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const before = query[name];
    query[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return secretsOf(query);
}
