/**
 * @jest-environment-options {"url": "https://kasino.example/fi"}
 */
import { cookieAttributes, hasCookie, removeCookie, setCookie } from '@/lib/cookies';

/** The js-cookie instance src/lib/cookies.ts loads, to see the attributes each write asks for. */
type CookieApi = { set: (...args: unknown[]) => unknown };
// js-cookie is CommonJS: the module is the API, which an import sees as its default.
const jsCookie = jest.requireActual<CookieApi>('js-cookie');

describe('cookies written on a page served over https (production)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('are Secure and SameSite=Lax: the login hint and the language choice', async () => {
    const set = jest.spyOn(jsCookie, 'set');
    await setCookie('kasino_signed_in', '1');
    await setCookie('NEXT_LOCALE', 'et', { days: 365 });
    expect(set).toHaveBeenCalledWith('kasino_signed_in', '1', { sameSite: 'lax', path: '/', secure: true });
    expect(set).toHaveBeenCalledWith('NEXT_LOCALE', 'et', { sameSite: 'lax', path: '/', secure: true, expires: 365 });
    expect(hasCookie('NEXT_LOCALE', 'et')).toBe(true);
    await removeCookie('NEXT_LOCALE');
    expect(hasCookie('NEXT_LOCALE', 'et')).toBe(false);
  });

  it('follow the protocol: Secure over https, not over a local http run', () => {
    expect(cookieAttributes('https:')).toEqual({ sameSite: 'lax', path: '/', secure: true });
    expect(cookieAttributes('http:')).toEqual({ sameSite: 'lax', path: '/', secure: false });
  });
});
