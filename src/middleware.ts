import { NextResponse, type NextRequest } from 'next/server';
import { detectLocale, LOCALE_COOKIE } from './routes/detect-locale';
import { hrefFor, matchPath } from './routes/href';

/**
 * Unprefixed requests (Next's 'default' locale) go to the visitor's locale: the known route
 * in that locale's canonical form, anything else to that locale's home. Prefixed paths never
 * reach this (see the matcher), so client-side navigation needs no middleware round trip.
 */
export function middleware(request: NextRequest) {
  // Next matches the default-locale form (/default/api/...) against the matcher too, so the
  // second API's proxy path is let through here as well.
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next();
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
  matcher: [{ source: '/((?!_next/|api/|fi(?:/|$)|en(?:/|$)|et(?:/|$)|.*\\..*).*)', locale: false }],
};
