import type { GameGroup, PageSummary, Supplier } from '@/api/schemas/content';
import { ROUTES } from './table';
import { CONTENT_ROUTES, hrefFor, locales, routeIds, type ContentKind, type Locale, type RouteId } from './href';

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

/** What the content service lists: the groups, providers and pages whose URLs the sitemap names. */
export type SitemapContent = { groups: GameGroup[]; suppliers: Supplier[]; pages: PageSummary[] };

/** One URL of the sitemap, the same in every locale: a route, its params and its query. */
export type SitemapEntry = { id: RouteId; params?: Record<string, string>; query?: Record<string, string> };

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The path of an entry in one locale. */
export function entryPath({ id, params = {}, query }: SitemapEntry, locale: Locale): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${hrefFor(id, locale, params)}${search}`;
}

const isContentKind = (type: PageSummary['type']): type is ContentKind => type === 'campaign' || type === 'article';

/**
 * Every public URL: the parameterless routes, then the groups and providers with games, the
 * news articles and campaigns (opened by slug on their list page) and the information pages.
 */
export function sitemapEntries({ groups, suppliers, pages }: SitemapContent): SitemapEntry[] {
  const fixed: SitemapEntry[] = routeIds.filter((id) => !PRIVATE.has(id) && !ROUTES[id].en.includes('[')).map((id) => ({ id }));
  const groupEntries: SitemapEntry[] = groups
    .filter((g) => g.game_count > 0)
    .map((g) => ({ id: g.type === 'live' ? 'liveCasinoGroup' : 'slotGroup', params: { id: String(g.id), slug: g.slug } }));
  const supplierEntries: SitemapEntry[] = suppliers
    .filter((s) => s.game_count > 0)
    .map((s) => ({ id: 'gameProvider', params: { id: String(s.id), slug: s.slug } }));
  const pageEntries: SitemapEntry[] = pages
    .filter((p) => p.status === 'published')
    .map((p) => {
      if (!isContentKind(p.type)) return { id: 'contentPage', params: { slug: p.slug } };
      const { route, param } = CONTENT_ROUTES[p.type];
      return { id: route, query: { [param]: p.slug } };
    });
  return [...fixed, ...groupEntries, ...supplierEntries, ...pageEntries];
}

/** The sitemap: each entry in each locale, with hreflang alternates (x-default: Finnish). */
export function buildSitemap(origin: string, content: SitemapContent): string {
  const urls = sitemapEntries(content).flatMap((entry) => {
    const link = (hreflang: string, locale: Locale) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + entryPath(entry, locale))}"/>`;
    const alternates = [...locales.map((l) => link(l, l)), link('x-default', 'fi')].join('');
    return locales.map((locale) => `<url><loc>${escapeXml(origin + entryPath(entry, locale))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}
