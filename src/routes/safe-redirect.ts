const PROBE_ORIGIN = 'http://kasino.invalid';

function decodeFully(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

function looksSameSite(path: string): boolean {
  // One leading slash, then anything but a second slash or backslash; no backslashes or
  // control characters anywhere (browsers treat '\' as '/', and strip tabs/newlines).
  return /^\/(?![/\\])/.test(path) && !/[\\\u0000-\u001f\u007f]/.test(path);
}

/** Whether `path`, and what it reads as once fully decoded and its dot segments resolved, stay on this site. */
function staysOnSite(path: string): boolean {
  const decoded = decodeFully(path);
  if (decoded === null || !looksSameSite(path) || !looksSameSite(decoded)) return false;
  try {
    const resolved = new URL(decoded, PROBE_ORIGIN);
    return resolved.origin === PROBE_ORIGIN && looksSameSite(resolved.pathname);
  } catch {
    return false;
  }
}

/**
 * The redirectUrl query parameter is followed only when it is a same-site relative path.
 * Returns the normalised path, or null for anything else (spec 2.2, DESIGN.md).
 *
 * The output is checked as well as the input: resolving dot segments can turn a same-site path
 * into a protocol-relative one ('/..//evil.example' normalises to '//evil.example').
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!staysOnSite(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const result = `${url.pathname}${url.search}${url.hash}`;
  return staysOnSite(result) ? result : null;
}
