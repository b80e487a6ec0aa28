/** @jest-environment node */
import { NextRequest } from 'next/server';
import { AFFILIATE_COOKIE } from '@/lib/rules/affiliate';
import { middleware } from '@/middleware';

const I18N = { locales: ['default', 'fi', 'en', 'et'], defaultLocale: 'default' };

/** A request as Next hands it to the middleware, with its i18n config (the locale parsed out of the path). */
const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), { headers, nextConfig: { i18n: I18N } });

const affiliateCookie = (response: Response) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${AFFILIATE_COOKIE}=`)) ?? null;

describe('the middleware', () => {
  it('keeps an affiliate reference from any localized page for 7 days, and lets the page through', () => {
    const response = middleware(request('/fi/pelit?ref=nordicbonus'));
    expect(response.headers.get('location')).toBeNull();
    const cookie = affiliateCookie(response) ?? '';
    expect(cookie).toMatch(/^kasino_affiliate=nordicbonus;/);
    expect(cookie).toMatch(/Max-Age=604800/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('keeps it on the redirect of an unprefixed page, whose target keeps the query', () => {
    const response = middleware(request('/news?ref=nordicbonus', { 'accept-language': 'et' }));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/et/uudised?ref=nordicbonus');
    expect(affiliateCookie(response)).toMatch(/^kasino_affiliate=nordicbonus;/);
  });

  it('is Secure over https', () => {
    const response = middleware(new NextRequest('https://kasino.example/en?ref=slotiarvustus', { nextConfig: { i18n: I18N } }));
    expect(affiliateCookie(response)).toMatch(/Secure/i);
  });

  it('keeps nothing that is not a plain reference', () => {
    for (const ref of ['', '<script>', 'a;b', '../x', 'x'.repeat(65)]) {
      expect(affiliateCookie(middleware(request(`/fi?ref=${encodeURIComponent(ref)}`)))).toBeNull();
    }
    expect(affiliateCookie(middleware(request('/fi/pelit')))).toBeNull();
  });

  it('sends an unprefixed request to the visitor locale, known routes in their canonical form', () => {
    const response = middleware(request('/games', { cookie: 'NEXT_LOCALE=fi' }));
    expect(response.headers.get('location')).toBe('http://localhost:3000/fi/pelit');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
    expect(middleware(request('/no-such-page', { 'accept-language': 'en' })).headers.get('location')).toBe('http://localhost:3000/en');
  });

  it('lets the second API proxy and Next data requests through', () => {
    expect(middleware(request('/api/bonus/x?ref=a')).headers.get('location')).toBeNull();
    expect(middleware(request('/_next/data/build/fi/pelit.json?ref=a')).headers.get('location')).toBeNull();
  });
});
