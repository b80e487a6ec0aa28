import { hasCookie, removeCookie, setCookie } from '@/lib/cookies';
import { LOAD_COOKIES } from '@/lib/returning-cover';

/** The js-cookie instance src/lib/cookies.ts loads, to see the attributes each write asks for. */
type CookieApi = { set: (...args: unknown[]) => unknown };
// js-cookie is CommonJS: the module is the API, which an import sees as its default.
const jsCookie = jest.requireActual<CookieApi>('js-cookie');

describe('cookies', () => {
  afterEach(() => {
    for (const name of ['kasino_signed_in', 'NEXT_LOCALE']) document.cookie = `${name}=; max-age=0; path=/`;
  });

  it('reads back what it writes, and nothing after removing it', async () => {
    expect(hasCookie('kasino_signed_in', '1')).toBe(false);
    await setCookie('kasino_signed_in', '1');
    expect(hasCookie('kasino_signed_in', '1')).toBe(true);
    expect(hasCookie('kasino_signed_in', '0')).toBe(false);
    await removeCookie('kasino_signed_in');
    expect(hasCookie('kasino_signed_in', '1')).toBe(false);
  });

  it('are SameSite=Lax and not Secure on a local http page, where a Secure cookie could not be stored', async () => {
    const set = jest.spyOn(jsCookie, 'set');
    await setCookie('kasino_signed_in', '1');
    expect(set).toHaveBeenCalledWith('kasino_signed_in', '1', { sameSite: 'lax', path: '/', secure: false });
    expect(hasCookie('kasino_signed_in', '1')).toBe(true);
    set.mockRestore();
  });

  it("reads what the document's script read as the page loaded, and the browser's cookies again once it writes one", async () => {
    // src/lib/returning-cover.js keeps document.cookie under this name as the HTML parses.
    expect(LOAD_COOKIES).toBe('__kasinoCookies');
    const kept = window as unknown as Record<string, string | undefined>;
    kept[LOAD_COOKIES] = 'kasino_preview=1; kasino_signed_in=1';
    const live = jest.spyOn(document, 'cookie', 'get');
    expect(hasCookie('kasino_signed_in', '1')).toBe(true);
    expect(hasCookie('kasino_preview', '1')).toBe(true);
    expect(live).not.toHaveBeenCalled();
    await setCookie('NEXT_LOCALE', 'et', { days: 365 });
    expect(kept[LOAD_COOKIES]).toBeUndefined();
    expect(hasCookie('kasino_signed_in', '1')).toBe(false);
    expect(hasCookie('NEXT_LOCALE', 'et')).toBe(true);
    live.mockRestore();
    kept[LOAD_COOKIES] = 'kasino_signed_in=1';
    await removeCookie('NEXT_LOCALE');
    expect(kept[LOAD_COOKIES]).toBeUndefined();
  });

  it('tells one cookie from another whose name ends the same', async () => {
    document.cookie = 'x_kasino_signed_in=1; path=/';
    expect(hasCookie('kasino_signed_in', '1')).toBe(false);
    await setCookie('NEXT_LOCALE', 'et', { days: 365 });
    expect(document.cookie.split('; ')).toContain('NEXT_LOCALE=et');
    expect(hasCookie('NEXT_LOCALE', 'et')).toBe(true);
    document.cookie = 'x_kasino_signed_in=; max-age=0; path=/';
  });
});
