import { NextResponse, type NextRequest } from 'next/server';
import { detectLocale, LOCALE_COOKIE } from './routes/detect-locale';
import { hrefFor, isLocale } from './routes/href';
import { matchPath } from './routes/match-path';

/**
 * Unprefixed requests (Next's 'default' locale) go to the visitor's locale: the known route in
 * that locale's canonical form, anything else to that locale's home. Its matcher leaves out
 * every localized path, so client-side navigation never waits on a middleware round trip.
 * An affiliate's `?ref=` is kept by next.config.js `headers()`, not here: a matcher for it would
 * match every page in the browser (src/lib/rules/affiliate-cookie.js).
 */
export function middleware(request: NextRequest) {
  const { pathname, locale } = request.nextUrl;
  // With i18n, Next takes the locale out of `pathname` into `locale` ('default' when none). It
  // matches the default-locale form (/default/api/...) against the matcher too, so the second
  // API's proxy path is let through here as well.
  const prefixed = isLocale(locale) || pathname.startsWith('/api/') || pathname.startsWith('/_next/');
  return prefixed ? NextResponse.next() : localeRedirect(request);
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
  ],
};
