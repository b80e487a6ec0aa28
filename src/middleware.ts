import { NextResponse, type NextRequest } from 'next/server';
import { AFFILIATE_COOKIE, AFFILIATE_COOKIE_MAX_AGE_S, AFFILIATE_PARAM, parseAffiliateReference } from './lib/rules/affiliate';
import { detectLocale, LOCALE_COOKIE } from './routes/detect-locale';
import { hrefFor, isLocale, matchPath } from './routes/href';

/**
 * Three jobs, each only where its matcher sends a request, so client-side navigation between
 * localized pages needs no middleware round trip:
 * - an affiliate's `?ref=` on any page is kept in a cookie (spec 9), with no script in any page;
 * - unprefixed requests (Next's 'default' locale) go to the visitor's locale: the known route in
 *   that locale's canonical form, anything else to that locale's home;
 * - a bank login's return (`?bankToken=`), which the bank sends to the login page of its
 *   country's locale, goes to the login page of the locale the player started it in.
 */
export function middleware(request: NextRequest) {
  const { pathname, locale, searchParams, protocol } = request.nextUrl;
  // With i18n, Next takes the locale out of `pathname` into `locale` ('default' when none). It
  // matches the default-locale form (/default/api/...) against the matcher too, so the second
  // API's proxy path is let through here as well.
  const prefixed = isLocale(locale) || pathname.startsWith('/api/') || pathname.startsWith('/_next/');
  const response = prefixed ? (bankReturnRedirect(request) ?? NextResponse.next()) : localeRedirect(request);
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

/**
 * The bank login button writes the page's locale to the language cookie as it leaves
 * (BankLoginButton): a return to the login page of another locale goes there, query and all,
 * so an English-speaking player in Finland does not finish the login, or read its failure, in
 * Finnish. Only the login page moves, and only to the login page.
 */
function bankReturnRedirect(request: NextRequest) {
  const { pathname, locale, searchParams } = request.nextUrl;
  const wanted = request.cookies.get(LOCALE_COOKIE)?.value;
  if (!searchParams.has('bankToken') || !isLocale(locale) || !isLocale(wanted) || wanted === locale) return null;
  if (matchPath(pathname, locale)?.id !== 'login') return null;
  const target = new URL(hrefFor('login', wanted, {}), request.url);
  target.search = request.nextUrl.search;
  return NextResponse.redirect(target, 307);
}

export const config = {
  matcher: [
    { source: '/((?!_next/|api/|fi(?:/|$)|en(?:/|$)|et(?:/|$)|.*\\..*).*)', locale: false },
    // Any page with an affiliate reference (AFFILIATE_PARAM: Next reads the config statically).
    { source: '/((?!_next/static|_next/image|api/|.*\\.[a-z0-9]+$).*)', locale: false, has: [{ type: 'query', key: 'ref' }] },
    // A bank login's return (src/routes/url-secrets.ts).
    { source: '/:locale(fi|en|et)/:path*', locale: false, has: [{ type: 'query', key: 'bankToken' }] },
  ],
};
