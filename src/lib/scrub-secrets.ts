/**
 * What must never leave the browser or the server in an error report or a log line: the
 * one-time credentials that arrive in URLs (the autologin `t`, an OAuth-style `code`, the
 * bank-login `bankToken`, a payment or reset `token`) and email addresses. Reports and logs are
 * read by more people, and kept longer, than the session the credential was meant for.
 */
export const SECRET_QUERY_PARAMS = ['t', 'code', 'bankToken', 'token'] as const;

export const FILTERED = '[Filtered]';

const secretName = new Set(SECRET_QUERY_PARAMS.map((name) => name.toLowerCase()));
const isSecretName = (name: string) => secretName.has(name.toLowerCase());

// A parameter in a query or fragment, wherever a URL appears in free text (a message, a
// breadcrumb, a stack frame's URL), also percent-encoded inside another URL (a returnUrl): its
// separator, name and value, and the '&' that joined the next parameter.
const SECRET_PARAM = new RegExp(
  `([?&#;]|%3F|%26|%23)(?:${SECRET_QUERY_PARAMS.join('|')})(?:=|%3D)(?:(?!%26|%23)[^&#;\\s"'<>])*(&|%26)?`,
  'gi',
);
// Also percent-encoded, as in a returnUrl that carries an address.
const EMAIL = /[\w.%+-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/** `text` with the secret query parameters removed from every URL in it and email addresses replaced. */
export function scrubText(text: string): string {
  let out = text;
  // A removed parameter takes its separator along unless another parameter follows it; a match
  // consumes that '&', so parameters in a row ('?t=1&code=2') need another pass.
  for (;;) {
    // Each pass removes at least one parameter, so this ends.
    const next = out.replace(SECRET_PARAM, (_match, separator: string, joined: string | undefined) => (joined ? separator : ''));
    if (next === out) return out.replace(EMAIL, '[email]');
    out = next;
  }
}

/**
 * Fields in which the SDK puts a bare query string, without its '?' ("t=…&x=1"): a server
 * event's `request.query_string` and a span's `url.query` or `http.query`. Read as free text, a
 * first parameter there has no separator before it and was sent as it came.
 */
const QUERY_FIELDS = new Set(['query_string', 'url.query', 'http.query']);

/** A query string, with or without its '?', without the secret parameters. */
export function scrubQueryString(query: string): string {
  const leading = query.startsWith('?');
  const scrubbed = scrubText(`?${leading ? query.slice(1) : query}`);
  const rest = scrubbed.startsWith('?') ? scrubbed.slice(1) : scrubbed;
  return leading && rest ? `?${rest}` : rest;
}

function scrubValue(value: unknown, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 12 || seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) {
    // A query string as [name, value] pairs (Sentry's request.query_string may take this form).
    if (value.length === 2 && typeof value[0] === 'string' && isSecretName(value[0])) return [value[0], FILTERED];
    return value.map((item) => scrubValue(item, seen, depth + 1));
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' && isSecretName(key)) out[key] = FILTERED;
    else if (typeof item === 'string' && QUERY_FIELDS.has(key)) out[key] = scrubQueryString(item);
    else out[key] = scrubValue(item, seen, depth + 1);
  }
  return out;
}

/**
 * A copy of a report (a Sentry event or breadcrumb, a CSP report) with every string scrubbed
 * and every field named like a secret parameter filtered. Walking the whole object rather than
 * listing fields keeps up with the places the SDK puts URLs (request, breadcrumbs, frames, tags).
 */
export function scrubReport<T>(report: T): T {
  return scrubValue(report, new WeakSet(), 0) as T;
}
