/**
 * The cookies the browser's code writes: the language choice, the session hint, the quick
 * stop's marker and the affiliate's reference and banner marker. js-cookie loads when one is
 * written (a language click, a login, a logout), not with every page.
 */
const jsCookie = () => import('js-cookie').then((m) => m.default);

/**
 * Loading the writer ahead of need: a logged-in player's page does (src/state/AfterLoginData.tsx),
 * so that a logout that fails because the network is gone can still leave its mark.
 */
export { jsCookie as loadCookieWriter };

/**
 * document.cookie as the document's inline script read it while the HTML parsed
 * (src/lib/returning-cover.js's LOAD_COOKIES), until this module writes a cookie. Each read of
 * document.cookie waits for the browser process; the reads every page makes as it hydrates
 * (the session hint, the preview marker, the quick stop's marker) share that one instead.
 * Cookies the server sets arrive with a page (read by the script) or end in a new page load
 * (the preview's entry and exit), so the kept string stays true until a write here.
 */
type LoadCookies = { __kasinoCookies?: string };

function cookieString(): string {
  return (window as LoadCookies).__kasinoCookies ?? document.cookie;
}

function afterWrite(): void {
  delete (window as LoadCookies).__kasinoCookies;
}

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
    afterWrite();
  } catch {
    // See above: nothing the player needs now depends on it.
  }
}

export async function removeCookie(name: string): Promise<void> {
  try {
    (await jsCookie()).remove(name, cookieAttributes());
    afterWrite();
  } catch {
    // A hint left behind costs one session check on the next load.
  }
}

/** Whether a cookie this module or the server wrote has `value` (false on the server, which renders for everyone). */
export function hasCookie(name: string, value: string): boolean {
  return typeof document !== 'undefined' && cookieString().split('; ').includes(`${name}=${encodeURIComponent(value)}`);
}
