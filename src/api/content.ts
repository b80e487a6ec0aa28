import * as z from 'zod/mini';
import { env } from '@/lib/env';
import { UNEXPECTED_ERROR, type ApiError, type ApiResult } from './errors';
import { request } from './http';
import { PREVIEW_TOKEN_HEADER } from './preview-token';
import {
  affiliatePageResponseSchema,
  affiliateResponseSchema,
  affiliatesResponseSchema,
  categoryGamesSchema,
  gameResponseSchema,
  gamesInGroupsSchema,
  gamesPageSchema,
  groupGamesSchema,
  groupsResponseSchema,
  maintenanceSchema,
  pageResponseSchema,
  pageSlugsSchema,
  popupsResponseSchema,
  providerGamesSchema,
  siteSettingsResponseSchema,
  suppliersResponseSchema,
  type Affiliate,
  type AffiliatePage,
  type CategoryGames,
  type ContentPage,
  type Game,
  type GameGroup,
  type GamesPage,
  type GroupGames,
  type GroupRow,
  type Maintenance,
  type PageSummary,
  type Popup,
  type ProviderGames,
  type SiteSettings,
  type Supplier,
} from './schemas/content';

const contentUrl = (path: string) => `${env.contentApiUrl}/${path}`;

/**
 * A content-service GET for a caller that tells a failure from an empty answer (a statically
 * generated page keeps its last good copy rather than caching the empty one): null when it failed.
 */
async function contentRead<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.infer<S> | null> {
  const result = await request(contentUrl(path), { schema });
  return result.success ? result.data : null;
}

/**
 * A content-service GET. Content-service failures return the spec's empty defaults (spec
 * 7.4), so a page renders without marketing content rather than failing.
 */
export async function contentGet<S extends z.ZodMiniType>(path: string, schema: S, fallback: z.infer<S>): Promise<z.infer<S>> {
  return (await contentRead(path, schema)) ?? fallback;
}

/**
 * What asking for one item found. Only the service's own "no such item" (its JSON 404 or a null
 * body) is `missing`; any other failure (down, timed out, a malformed answer, a bare 404 from a
 * gateway or a wrong path) is `failed`, and a statically generated page must never cache that
 * as a 404 or "unknown game".
 */
export type Lookup<T> = { status: 'found'; item: T } | { status: 'missing' } | { status: 'failed' };

const NOT_FOUND = 404;
const MISSING: Lookup<never> = { status: 'missing' };

/**
 * The service's own 404 says what it did not find (`{ success: false, error: "Game not found",
 * errorCode: 404 }`); a bare one carries no more than the HTTP status's text, which the transport
 * puts in its place (or nothing, over HTTP/2).
 */
const serviceSaysMissing = (failure: ApiError): boolean =>
  failure.errorCode === NOT_FOUND && failure.error !== UNEXPECTED_ERROR && failure.error.toLowerCase() !== 'not found';

async function lookup<S extends z.ZodMiniType>(path: string, schema: S, headers?: Record<string, string>): Promise<Lookup<z.infer<S>>> {
  const result = await request(contentUrl(path), { schema: z.nullable(schema), headers });
  if (result.success) return result.data === null ? MISSING : { status: 'found', item: result.data };
  return serviceSaysMissing(result) ? MISSING : { status: 'failed' };
}

const mapLookup = <T, U>(found: Lookup<T>, map: (item: T) => U): Lookup<U> =>
  found.status === 'found' ? { status: 'found', item: map(found.item) } : found;

/** The item, or null when it is missing or the call fails (the browser's screens say which is which no further). */
const itemOf = <T>(found: Lookup<T>): T | null => (found.status === 'found' ? found.item : null);

/** One item, or null when it is missing or the call fails. */
async function contentItem<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.infer<S> | null> {
  return itemOf(await lookup(path, schema));
}

/** GET maintenance. Its failure is reported, not defaulted: a failed check changes nothing (spec 7.5). */
export function getMaintenance(): Promise<ApiResult<Maintenance>> {
  return request(contentUrl('maintenance'), { schema: maintenanceSchema });
}

/**
 * Whether the content service answers (the health route, src/pages/api/app/health.ts): its
 * cheapest call, the maintenance status, within `timeoutMs`.
 */
export async function contentServiceAnswers(timeoutMs: number): Promise<boolean> {
  return (await request(contentUrl('maintenance'), { schema: maintenanceSchema, timeoutMs })).success;
}

/** Paging of game lists: `page` from 1; without `pageSize` the service sends everything. */
export type Paging = { page?: number; pageSize?: number };

type QueryValue = string | number | undefined;

function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const paging = ({ page, pageSize }: Paging = {}) => ({ page, pageSize });
const isId = (id: number) => Number.isSafeInteger(id) && id > 0;
const segment = (value: string | number) => encodeURIComponent(String(value));

/** What `siteSettingsSchema` makes of `{}` (tested); written out so loading this module builds no schema. */
export const EMPTY_SITE_SETTINGS: SiteSettings = { site_name: '', tagline: '', support_email: '', footer_links: [], footer_html: '', social: [] };
export const EMPTY_GAMES_PAGE: GamesPage = { games: [], total: 0, page: 1, pageSize: 0 };

// ---- pages, news, settings, popups, affiliates ----------------------------------------

/**
 * A content page, campaign or article by slug: found, missing, or the service failed. Drafts
 * and unpublished changes only with the content service's `previewToken`, which only the
 * server holds (src/lib/preview-mode.ts): the browser never asks for them.
 */
export async function lookupPage(slug: string, options: { previewToken?: string } = {}): Promise<Lookup<ContentPage>> {
  if (!slug) return MISSING;
  const headers = options.previewToken ? { [PREVIEW_TOKEN_HEADER]: options.previewToken } : undefined;
  return mapLookup(await lookup(withQuery('pages', { slug }), pageResponseSchema, headers), (data) => data.page);
}

/** A published content page, campaign or article by slug. */
export async function getPage(slug: string): Promise<ContentPage | null> {
  return itemOf(await lookupPage(slug));
}

/** Every published page, campaign and article, without bodies (lists, sitemaps, static paths); null when the call failed. */
export async function readPageSlugs(): Promise<PageSummary[] | null> {
  return (await contentRead('pages/slugs', pageSlugsSchema))?.pages ?? null;
}

export async function getPageSlugs(): Promise<PageSummary[]> {
  return (await readPageSlugs()) ?? [];
}

export async function getAffiliate(reference: string): Promise<Affiliate | null> {
  if (!reference) return null;
  return (await contentItem(`affiliate/${segment(reference)}`, affiliateResponseSchema))?.affiliate ?? null;
}

export async function getAffiliates(): Promise<Affiliate[]> {
  return (await contentGet('affiliates', affiliatesResponseSchema, { affiliates: [] })).affiliates;
}

/** An affiliate landing page by id or slug: found, missing, or the service failed. */
export async function lookupAffiliatePage(idOrSlug: number | string): Promise<Lookup<AffiliatePage>> {
  if (idOrSlug === '' || (typeof idOrSlug === 'number' && !isId(idOrSlug))) return MISSING;
  return mapLookup(await lookup(`affiliate-pages/${segment(idOrSlug)}`, affiliatePageResponseSchema), (data) => data.page);
}

/** An affiliate landing page by id or slug. */
export async function getAffiliatePage(idOrSlug: number | string): Promise<AffiliatePage | null> {
  return itemOf(await lookupAffiliatePage(idOrSlug));
}

/** Site settings for a locale; on failure every field is empty. */
export async function getSiteSettings(locale: 'fi' | 'en' | 'et'): Promise<SiteSettings> {
  return (await contentGet(withQuery('site-settings', { lang: locale }), siteSettingsResponseSchema, { settings: EMPTY_SITE_SETTINGS })).settings;
}

export async function getPopups(): Promise<Popup[]> {
  return (await contentGet('site-settings', popupsResponseSchema, { popups: [] })).popups;
}

// ---- game groups, games, suppliers ----------------------------------------------------

/** Top-level game groups (parent categories included), in navigation order; null when the call failed. */
export async function readGameGroups(): Promise<GameGroup[] | null> {
  return (await contentRead('game-groups-translated', groupsResponseSchema))?.groups ?? null;
}

export async function getGameGroups(): Promise<GameGroup[]> {
  return (await readGameGroups()) ?? [];
}

/** Child groups; of one parent category when `parent` (id or slug) is given; null when the call failed. */
export async function readChildGameGroups(parent?: number | string): Promise<GameGroup[] | null> {
  return (await contentRead(withQuery('child-game-groups-translated', { parent }), groupsResponseSchema))?.groups ?? null;
}

export async function getChildGameGroups(parent?: number | string): Promise<GameGroup[]> {
  return (await readChildGameGroups(parent)) ?? [];
}

export function getGames(options: Paging & { type?: 'slot' | 'live' } = {}): Promise<GamesPage> {
  return contentGet(withQuery('games', { ...paging(options), type: options.type }), gamesPageSchema, EMPTY_GAMES_PAGE);
}

export async function getGameById(id: number): Promise<Game | null> {
  if (!isId(id)) return null;
  return (await contentItem(`games/id=${id}`, gameResponseSchema))?.game ?? null;
}

/** A game by slug: found, missing, or the service failed (the game page tells them apart). */
export async function lookupGameBySlug(slug: string): Promise<Lookup<Game>> {
  if (!slug) return MISSING;
  return mapLookup(await lookup(withQuery('games', { slug }), gameResponseSchema), (data) => data.game);
}

export async function getGameBySlug(slug: string): Promise<Game | null> {
  return itemOf(await lookupGameBySlug(slug));
}

/** A group by slug with a page of its games. */
export function getGroupGames(slug: string, options: Paging = {}): Promise<GroupGames | null> {
  if (!slug) return Promise.resolve(null);
  return contentItem(withQuery(`group=${segment(slug)}`, paging(options)), groupGamesSchema);
}

/** A group by id with a page of its games; `liveCasino` answers only for live-casino groups. */
export function lookupGamesByGroupId(id: number, options: Paging & { liveCasino?: boolean } = {}): Promise<Lookup<GroupGames>> {
  if (!isId(id)) return Promise.resolve(MISSING);
  const type = options.liveCasino ? 'livecasino' : undefined;
  return lookup(withQuery(`games-by-group-id=${id}`, { ...paging(options), type }), groupGamesSchema);
}

export async function getGamesByGroupId(id: number, options: Paging & { liveCasino?: boolean } = {}): Promise<GroupGames | null> {
  return itemOf(await lookupGamesByGroupId(id, options));
}

/** Lobby rows: every group with its total and its first `perGroup` games (default: all); null when the call failed. */
export async function readGamesInGroups(options: { perGroup?: number } = {}): Promise<GroupRow[] | null> {
  return (await contentRead(withQuery('games-in-groups', { perGroup: options.perGroup }), gamesInGroupsSchema))?.groups ?? null;
}

export async function getGamesInGroups(options: { perGroup?: number } = {}): Promise<GroupRow[]> {
  return (await readGamesInGroups(options)) ?? [];
}

/** A parent category (id or slug) with its children and a page of games, of one child if given. */
export function getParentCategoryGames(parent: number | string, options: Paging & { child?: string } = {}): Promise<CategoryGames | null> {
  if (parent === '') return Promise.resolve(null);
  const path = withQuery(`parent-category=${segment(parent)}`, { 'child-category': options.child, ...paging(options) });
  return contentItem(path, categoryGamesSchema);
}

/** A provider by name (or slug or id) with a page of its games. */
export function lookupProviderGames(name: string, options: Paging = {}): Promise<Lookup<ProviderGames>> {
  if (!name) return Promise.resolve(MISSING);
  return lookup(withQuery(`provider=${segment(name)}`, paging(options)), providerGamesSchema);
}

export async function getProviderGames(name: string, options: Paging = {}): Promise<ProviderGames | null> {
  return itemOf(await lookupProviderGames(name, options));
}

/** Every supplier; null when the call failed. */
export async function readSuppliers(): Promise<Supplier[] | null> {
  return (await contentRead('suppliers', suppliersResponseSchema))?.suppliers ?? null;
}

export async function getSuppliers(): Promise<Supplier[]> {
  return (await readSuppliers()) ?? [];
}
