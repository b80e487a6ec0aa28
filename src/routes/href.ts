import type { RouteMatch } from './match-path';
import { CONTENT_ITEMS, FALLBACK_LOCALE, LOCALES, ROUTES, withLocale } from './table';

/** A site locale; 'default' is only Next's placeholder for unprefixed requests. */
export type Locale = (typeof LOCALES)[number];
export type RouteId = keyof typeof ROUTES;

type ParamNames<P extends string> = P extends `${string}[${infer Name}]${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;
export type RouteParams<R extends RouteId> = { [K in ParamNames<(typeof ROUTES)[R]['en']>]: string | number };

type HrefOptions<R extends RouteId> = {
  locale: Locale;
  query?: Record<string, string | undefined>;
} & ([ParamNames<(typeof ROUTES)[R]['en']>] extends [never] ? { params?: undefined } : { params: RouteParams<R> });

export const locales: readonly Locale[] = LOCALES;
/** The locales as a tuple (zod enums). */
export const LOCALE_IDS = LOCALES;
export const fallbackLocale: Locale = FALLBACK_LOCALE;
export const routeIds = Object.keys(ROUTES) as RouteId[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale to render for Next's locale value ('default' never renders: the middleware redirects it). */
export function toLocale(value: string | undefined): Locale {
  return isLocale(value) ? value : fallbackLocale;
}

function fill(pattern: string, params: Record<string, string | number> | undefined): string {
  // Most routes have no params: their links (the navbar's, the bottom bar's) skip the match.
  if (!pattern.includes('[')) return pattern;
  return pattern.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing route param "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** The canonical, locale-prefixed path of a route: href('login', { locale: 'fi' }) === '/fi/kirjaudu'. */
export function href<R extends RouteId>(id: R, options: HrefOptions<R>): string {
  const path = withLocale(options.locale, fill(ROUTES[id][options.locale], options.params));
  // A query object is built only for a query: it is the costliest part of a call, and a page's
  // links (a tile each) ask while they hydrate, nearly all without one.
  if (!options.query) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query)) if (value !== undefined) query.set(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The route of a page file, from Next's router.pathname ('/game/[slug]/play'). A campaign's or
 * an article's page belongs to its list's route, where it opens (`?campaign=` / `?article=`).
 */
export function routeIdForPage(pathname: string): RouteId | null {
  const item = Object.values(CONTENT_ITEMS).find((i) => i.page === pathname);
  return item ? item.route : (routeIds.find((id) => ROUTES[id].en === pathname) ?? null);
}

/**
 * The path Next renders a localized route from: the locale and the English page file's path
 * (hrefFor('slotIndex', 'fi') is /fi/pelit, rendered from /fi/games). Statically generated
 * pages are cached under this path, so on-demand revalidation names it.
 */
export function pagePathOf(match: RouteMatch, locale: Locale): string {
  return withLocale(locale, fill(ROUTES[match.id].en, match.params));
}

/** The same route and params in another locale (language dropdown, hreflang alternates). */
export function hrefFor(id: RouteId, locale: Locale, params: Record<string, string | string[] | undefined>): string {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') flat[key] = value;
  return withLocale(locale, fill(ROUTES[id][locale], flat));
}

/** A campaign or an article: listed on the campaigns or news page, where one opens by its slug. */
export type ContentKind = 'campaign' | 'article';

/** The page that lists each kind, the query parameter that opens one item there, and the page file that renders it. */
export const CONTENT_ROUTES = CONTENT_ITEMS satisfies Record<ContentKind, { route: RouteId; param: string; page: string }>;

export const contentKinds = Object.keys(CONTENT_ROUTES) as ContentKind[];

/**
 * On a campaign's or an article's page, the query that opens it at its list's route
 * ('?article=x'), so its canonical and alternate URLs name the item, not the list; else ''.
 */
export function itemQueryOf(pathname: string, query: Record<string, string | string[] | undefined>): string {
  const item = Object.values(CONTENT_ROUTES).find((i) => i.page === pathname);
  return item && typeof query.slug === 'string' ? `?${item.param}=${encodeURIComponent(query.slug)}` : '';
}

/** The path Next renders (and caches) a campaign or an article under: its item page ('/fi/news/item/x'). */
export function itemPagePath(kind: ContentKind, slug: string, locale: Locale): string {
  return withLocale(locale, fill(CONTENT_ROUTES[kind].page, { slug }));
}

/**
 * Where one campaign or article opens (home teaser, search, the lists): its page with the slug
 * in the query, as the spec's route table has no route per item.
 */
export function contentHref(kind: ContentKind, slug: string, locale: Locale): string {
  const { route, param } = CONTENT_ROUTES[kind];
  return href(route, { locale, query: { [param]: slug } });
}
