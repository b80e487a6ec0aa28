import { NextResponse, type NextRequest } from 'next/server';
import { AFFILIATE_COOKIE, AFFILIATE_COOKIE_MAX_AGE_S, AFFILIATE_PARAM, parseAffiliateReference } from './lib/rules/affiliate';
import { detectLocale, LOCALE_COOKIE } from './routes/detect-locale';
import { hrefFor, isLocale } from './routes/href';
import { matchPath } from './routes/match-path';

/**
 * Two jobs, each only where its matcher sends a request, so client-side navigation between
 * localized pages needs no middleware round trip:
 * - an affiliate's `?ref=` on any page is kept in a cookie (spec 9), with no script in any page;
 * - unprefixed requests (Next's 'default' locale) go to the visitor's locale: the known route in
 *   that locale's canonical form, anything else to that locale's home.
 */
export function middleware(request: NextRequest) {
  const { pathname, locale, searchParams, protocol } = request.nextUrl;
  // With i18n, Next takes the locale out of `pathname` into `locale` ('default' when none). It
  // matches the default-locale form (/default/api/...) against the matcher too, so the second
  // API's proxy path is let through here as well.
  const prefixed = isLocale(locale) || pathname.startsWith('/api/') || pathname.startsWith('/_next/');
  const response = prefixed ? NextResponse.next() : localeRedirect(request);
  const reference = parseAffiliateReference(searchParams.get(AFFILIATE_PARAM));
  if (reference) {
    response.cookies.set(AFFILIATE_COOKIE, reference, {
      maxAge: AFFILIATE_COOKIE_MAX_AGE_S,
      path: '/',
      sameSite: 'lax',
      secure: protocol === 'https:',
    });
  }
  return response;
}

function localeRedirect(request: NextRequest) {
  const locale = detectLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
  const match = matchPath(request.nextUrl.pathname, locale);
  const path = match ? hrefFor(match.id, locale, match.params) : `/${locale}`;
  const target = new URL(path, request.url);
  if (match) target.search = request.nextUrl.search;
  const response = NextResponse.redirect(target, 307);
  response.headers.set('Vary', 'Cookie, Accept-Language');
  return response;
}

export const config = {
  matcher: [
    { source: '/((?!_next/|api/|fi(?:/|$)|en(?:/|$)|et(?:/|$)|.*\\..*).*)', locale: false },
    // Any page with an affiliate reference (AFFILIATE_PARAM: Next reads the config statically).
    { source: '/((?!_next/static|_next/image|api/|.*\\.[a-z0-9]+$).*)', locale: false, has: [{ type: 'query', key: 'ref' }] },
  ],
};
