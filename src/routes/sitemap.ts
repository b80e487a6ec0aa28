import { ROUTES } from './table';
import { hrefFor, locales, routeIds, type RouteId } from './href';

const PRIVATE: ReadonlySet<RouteId> = new Set([
  'profileLimits',
  'transactions',
  'transactionsDeposits',
  'transactionsWithdraw',
  'transactionsGameActions',
  'favourites',
  'lastPlayed',
  'verifyEmail',
  'forgotPassword',
]);

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The public, parameterless routes in each locale; content-driven URLs join when the lobby lands. */
export function buildSitemap(origin: string): string {
  const ids = routeIds.filter((id) => !PRIVATE.has(id) && !ROUTES[id].en.includes('['));
  const urls = ids.flatMap((id) =>
    locales.map((locale) => {
      const alternates = locales
        .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + hrefFor(id, l, {}))}"/>`)
        .join('');
      return `<url><loc>${escapeXml(origin + hrefFor(id, locale, {}))}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}
