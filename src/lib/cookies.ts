/**
 * The cookies the browser's code writes: the language choice, the session hint and the
 * affiliate's reference and banner marker. js-cookie
 * loads when one is written (a language click, a login, a logout), not with every page; the
 * one read every page makes at startup (the hint) checks a value this module wrote.
 */
const jsCookie = () => import('js-cookie').then((m) => m.default);

export type CookieOptions = { days?: number };

/**
 * Site-wide and same-site, and Secure wherever the page is served over https (production), so
 * the cookie never travels over plain http; a local http run could not store a Secure cookie.
 */
export function cookieAttributes(protocol: string = typeof location === 'undefined' ? 'https:' : location.protocol) {
  return { sameSite: 'lax', path: '/', secure: protocol === 'https:' } as const;
}

/** Writes a site-wide, same-site cookie. A write that fails (its chunk cannot load) only loses a preference or a hint, so it is dropped. */
export async function setCookie(name: string, value: string, { days }: CookieOptions = {}): Promise<void> {
  try {
    (await jsCookie()).set(name, value, { ...cookieAttributes(), ...(days ? { expires: days } : {}) });
  } catch {
    // See above: nothing the player needs now depends on it.
  }
}

export async function removeCookie(name: string): Promise<void> {
  try {
    (await jsCookie()).remove(name, cookieAttributes());
  } catch {
    // A hint left behind costs one session check on the next load.
  }
}

/** Whether a cookie this module wrote has `value` (false on the server, which renders for everyone). */
export function hasCookie(name: string, value: string): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${name}=${encodeURIComponent(value)}`);
}
