/** @jest-environment node */
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';

const I18N = { locales: ['default', 'fi', 'en', 'et'], defaultLocale: 'default' };

/** A request as Next hands it to the middleware, with its i18n config (the locale parsed out of the path). */
const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), { headers, nextConfig: { i18n: I18N } });

describe('the middleware', () => {
  it('sends an unprefixed request to the visitor locale, known routes in their canonical form', () => {
    const response = middleware(request('/games', { cookie: 'NEXT_LOCALE=fi' }));
    expect(response.headers.get('location')).toBe('http://localhost:3000/fi/pelit');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
    expect(middleware(request('/no-such-page', { 'accept-language': 'en' })).headers.get('location')).toBe('http://localhost:3000/en');
  });

  it('lets localized pages through untouched: an affiliate reference is kept by next.config.js headers (e2e/routes.http.spec.ts)', () => {
    const response = middleware(request('/fi/pelit?ref=nordicbonus'));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('lets the second API proxy and Next data requests through', () => {
    expect(middleware(request('/api/bonus/x?ref=a')).headers.get('location')).toBeNull();
    expect(middleware(request('/_next/data/build/fi/pelit.json?ref=a')).headers.get('location')).toBeNull();
  });
});
