import { HttpResponse } from 'msw';
import { PREVIEW_TOKEN_HEADER } from '@/api/preview-token';
import { secretMatches } from '@/lib/secret-match';
import { getCatalogue, type CatalogueGame, type CatalogueGroup } from '../seed/catalogue';
import { getContent } from '../seed/content';
import type { ContentPageRecord } from '../seed/content-types';
import { bannerSvg, gameLogoSvg, supplierLogoSvg } from '../seed/logos';
import { pngOf } from '../seed/raster';
import { XSS_AFFILIATE_PAGE, xssAffiliate, xssGameBySlug, xssGroup, xssPage, XSS_POPUPS, xssSiteSettings } from '../seed/xss-content';
import { route, type RouteContext } from './route';

/**
 * The content service (spec 7.3), all GET under /content/, answered from the seed (the same
 * for every world). Shapes, as src/api/schemas/content.ts reads them:
 *
 *   pages?slug=S                        { page }            drafts and unpublished changes only
 *                                                           with header x-preview-token
 *   pages/slugs                         { pages: [summary] } published, no body
 *   affiliate/{reference}               { affiliate }
 *   affiliates                          { affiliates: [...] }
 *   affiliate-pages/{id or slug}        { page }
 *   site-settings?lang=fi|en|et         { settings }
 *   site-settings                       { popups: [...] }
 *   maintenance                         { maintenance, serviceDisruption }   per world
 *
 * The XSS corpus answers only by slug, and in the site settings of a world that turned it on
 * (src/mocks/seed/xss-content.ts).
 *   game-groups-translated              { groups }          top level, in navigation order
 *   child-game-groups-translated[?parent=id|slug]  { groups }  child groups
 *   games[?type=slot|live]              { games, total, page, pageSize }
 *   games?slug=S, games/id=N            { game }
 *   group={slug}                        { group, games, total, page, pageSize }
 *   games-by-group-id={id}[?type=livecasino|slot]   same; the type must match the group's
 *   games-in-groups[?perGroup=N]        { groups: [{ id, slug, type, total, games }] }
 *   parent-category={id|slug}[?child-category=slug] { parent, children, child, games, total, page, pageSize }
 *   provider={name|slug|id}             { supplier, games, total, page, pageSize }
 *   suppliers                           { suppliers }       by name
 *   media/games/{id}.png, media/suppliers/{id}.png, media/banners/{slug}.png   image/png
 *
 * Lists of games take `page` (from 1) and `pageSize` (default: everything). Unknown ids or
 * slugs answer 404 and bad paging 400, as `{ success: false, error, errorCode }`. QA call
 * names are `content.<name>` as registered below (e.g. `content.games`, `content.media`).
 */

const failure = (status: 400 | 404, error: string) => HttpResponse.json({ success: false, error, errorCode: status }, { status });
const notFound = (what: string) => failure(404, `${what} not found`);

const param = ({ params }: RouteContext, name: string): string => {
  const value = params[name];
  return typeof value === 'string' ? value : '';
};
const query = ({ request }: RouteContext, name: string): string | null => new URL(request.url).searchParams.get(name);

type Paging = { page: number; pageSize: number | null };

function pagingOf(ctx: RouteContext): Paging | Response {
  const read = (name: string) => {
    const raw = query(ctx, name);
    if (raw === null || raw === '') return null;
    return /^[1-9]\d{0,6}$/.test(raw) ? Number(raw) : Number.NaN;
  };
  const page = read('page');
  const pageSize = read('pageSize');
  if (Number.isNaN(page) || Number.isNaN(pageSize)) return failure(400, 'page and pageSize must be whole numbers from 1');
  return { page: page ?? 1, pageSize };
}

function paginated(games: readonly CatalogueGame[], paging: Paging) {
  const pageSize = paging.pageSize ?? games.length;
  const start = (paging.page - 1) * pageSize;
  return { games: games.slice(start, start + pageSize), total: games.length, page: paging.page, pageSize };
}

/** Answers with a page of games, or the paging error. */
function withGames(ctx: RouteContext, games: readonly CatalogueGame[], extra: object): Response {
  const paging = pagingOf(ctx);
  if (paging instanceof Response) return paging;
  return HttpResponse.json({ ...extra, ...paginated(games, paging) });
}

const positiveId = (text: string): number | null => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

function groupByIdOrSlug(key: string): CatalogueGroup | undefined {
  const catalogue = getCatalogue();
  const id = positiveId(key);
  return id === null ? catalogue.groupBySlug.get(key) : catalogue.groupById.get(id);
}

const gamesOf = (group: CatalogueGroup) => getCatalogue().gamesOfGroup.get(group.id) ?? [];

async function png(image: Promise<Uint8Array>): Promise<Response> {
  return new HttpResponse(await image, {
    headers: {
      'Content-Type': 'image/png',
      // Images are drawn from ids and slugs that never change.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

const fileName = (ctx: RouteContext, pattern: RegExp) => pattern.exec(param(ctx, 'file'))?.[1] ?? null;

/**
 * Whether a request carries the content service's preview token (CONTENT_PREVIEW_TOKEN, the
 * one the app's server holds). Without one configured, no request does: drafts stay hidden.
 */
function hasContentPreviewToken(request: Request): boolean {
  const token = process.env.CONTENT_PREVIEW_TOKEN;
  return Boolean(token) && secretMatches(request.headers.get(PREVIEW_TOKEN_HEADER), token ?? '');
}

/** A page as everyone sees it: published, without its unpublished changes; a draft is none. */
function published({ unpublished: _unpublished, ...page }: ContentPageRecord): ContentPageRecord | undefined {
  return page.status === 'published' ? page : undefined;
}

/** A page as a preview sees it: its unpublished changes applied, drafts included. */
function withUnpublished({ unpublished, ...page }: ContentPageRecord): ContentPageRecord {
  return { ...page, ...unpublished };
}

export const contentHandlers = [
  route('get', '/content/maintenance', 'content.maintenance', ({ world }) =>
    HttpResponse.json({ maintenance: world.maintenance, serviceDisruption: world.serviceDisruption }),
  ),

  route('get', '/content/pages', 'content.pages', (ctx) => {
    const slug = query(ctx, 'slug');
    if (!slug) return failure(400, 'slug is required');
    const record = getContent().pageBySlug.get(slug) ?? xssPage(slug);
    const page = record && (hasContentPreviewToken(ctx.request) ? withUnpublished(record) : published(record));
    return page ? HttpResponse.json({ page }) : notFound('Page');
  }),
  route('get', '/content/pages/slugs', 'content.page-slugs', () =>
    HttpResponse.json({
      pages: getContent()
        .pages.map(published)
        .filter((p) => p !== undefined)
        .map(({ body: _body, ...summary }) => summary),
    }),
  ),

  route('get', '/content/affiliate/:id', 'content.affiliate', (ctx) => {
    const reference = param(ctx, 'id');
    const affiliate = getContent().affiliateByReference.get(reference) ?? (reference === xssAffiliate().reference ? xssAffiliate() : undefined);
    return affiliate ? HttpResponse.json({ affiliate }) : notFound('Affiliate');
  }),
  route('get', '/content/affiliates', 'content.affiliates', () => HttpResponse.json({ affiliates: getContent().affiliates })),
  route('get', '/content/affiliate-pages/:id', 'content.affiliate-pages', (ctx) => {
    const key = param(ctx, 'id');
    const id = positiveId(key);
    const page = [...getContent().affiliatePages, XSS_AFFILIATE_PAGE].find((p) => (id === null ? p.slug === key : p.id === id));
    return page ? HttpResponse.json({ page }) : notFound('Affiliate page');
  }),

  route('get', '/content/site-settings', 'content.site-settings', (ctx) => {
    const content = getContent();
    const lang = query(ctx, 'lang');
    const corpus = ctx.world.xssCorpus;
    if (lang === null) return HttpResponse.json({ popups: corpus ? XSS_POPUPS : content.popups });
    const settings = lang === 'fi' || lang === 'en' || lang === 'et' ? content.siteSettings[lang] : undefined;
    if (!settings) return notFound('Site settings');
    return HttpResponse.json({ settings: corpus ? xssSiteSettings(settings) : settings });
  }),

  route('get', '/content/game-groups-translated', 'content.game-groups', () =>
    HttpResponse.json({ groups: getCatalogue().groups.filter((g) => g.parent === null) }),
  ),
  route('get', '/content/child-game-groups-translated', 'content.child-game-groups', (ctx) => {
    const parentKey = query(ctx, 'parent');
    const parent = parentKey ? groupByIdOrSlug(parentKey) : undefined;
    if (parentKey && !parent) return notFound('Parent group');
    const groups = getCatalogue().groups.filter((g) => g.parent !== null && (!parent || g.parent === parent.id));
    return HttpResponse.json({ groups });
  }),

  route('get', '/content/games', 'content.games', (ctx) => {
    const catalogue = getCatalogue();
    const slug = query(ctx, 'slug');
    if (slug !== null) {
      const game = catalogue.gameBySlug.get(slug) ?? xssGameBySlug(slug);
      return game ? HttpResponse.json({ game }) : notFound('Game');
    }
    const type = query(ctx, 'type');
    if (type !== null && type !== 'slot' && type !== 'live') return failure(400, 'type must be slot or live');
    return withGames(ctx, type ? catalogue.games.filter((g) => g.type === type) : catalogue.games, {});
  }),
  route('get', '/content/games/id=:id', 'content.game', (ctx) => {
    const id = positiveId(param(ctx, 'id'));
    const game = id === null ? undefined : getCatalogue().gameById.get(id);
    return game ? HttpResponse.json({ game }) : notFound('Game');
  }),

  route('get', '/content/group=:slug', 'content.group', (ctx) => {
    const key = param(ctx, 'slug');
    const group = getCatalogue().groupBySlug.get(key);
    const corpus = xssGroup(key);
    if (corpus) return withGames(ctx, corpus.games, { group: corpus.group });
    return group ? withGames(ctx, gamesOf(group), { group }) : notFound('Group');
  }),
  route('get', '/content/games-by-group-id=:id', 'content.games-by-group-id', (ctx) => {
    const id = positiveId(param(ctx, 'id'));
    const group = id === null ? undefined : getCatalogue().groupById.get(id);
    const type = query(ctx, 'type');
    const wanted = type === 'livecasino' || type === 'live' ? 'live' : type === 'slot' ? 'slot' : null;
    if (type !== null && wanted === null) return failure(400, 'type must be livecasino or slot');
    const corpus = id === null ? undefined : xssGroup(id);
    if (corpus && wanted !== 'live') return withGames(ctx, corpus.games, { group: corpus.group });
    // A slot group asked for as live casino (or the reverse) does not exist at that address.
    if (!group || (wanted && group.type !== wanted)) return notFound('Group');
    return withGames(ctx, gamesOf(group), { group });
  }),
  route('get', '/content/games-in-groups', 'content.games-in-groups', (ctx) => {
    const raw = query(ctx, 'perGroup');
    const perGroup = raw === null ? null : positiveId(raw);
    if (raw !== null && perGroup === null) return failure(400, 'perGroup must be a whole number from 1');
    const groups = getCatalogue().groups.map((group) => {
      const games = gamesOf(group);
      return { id: group.id, slug: group.slug, type: group.type, total: games.length, games: perGroup === null ? games : games.slice(0, perGroup) };
    });
    return HttpResponse.json({ groups });
  }),
  route('get', '/content/parent-category=:parent', 'content.parent-category', (ctx) => {
    const parent = groupByIdOrSlug(param(ctx, 'parent'));
    const children = parent ? getCatalogue().groups.filter((g) => g.parent === parent.id) : [];
    // Only a group with child groups is a parent category.
    if (!parent || children.length === 0) return notFound('Category');
    const childSlug = query(ctx, 'child-category');
    const child = childSlug ? children.find((c) => c.slug === childSlug) : undefined;
    if (childSlug && !child) return notFound('Child category');
    return withGames(ctx, gamesOf(child ?? parent), { parent, children, child: child ?? null });
  }),

  route('get', '/content/provider=:name', 'content.provider', (ctx) => {
    const catalogue = getCatalogue();
    const key = param(ctx, 'name').trim();
    const id = positiveId(key);
    const lower = key.toLowerCase();
    const supplier = catalogue.suppliers.find((s) => (id === null ? s.name.toLowerCase() === lower || s.slug === lower : s.id === id));
    return supplier ? withGames(ctx, catalogue.gamesOfSupplier.get(supplier.id) ?? [], { supplier }) : notFound('Provider');
  }),
  route('get', '/content/suppliers', 'content.suppliers', () => HttpResponse.json({ suppliers: getCatalogue().suppliers })),

  route('get', '/content/media/games/:file', 'content.media', (ctx) => {
    const id = positiveId(fileName(ctx, /^(\d+)\.png$/) ?? '');
    const game = id === null ? undefined : getCatalogue().gameById.get(id);
    return game ? png(pngOf(`game:${game.id}`, () => gameLogoSvg(game))) : notFound('Logo');
  }),
  route('get', '/content/media/suppliers/:file', 'content.media', (ctx) => {
    const id = positiveId(fileName(ctx, /^(\d+)\.png$/) ?? '');
    const supplier = id === null ? undefined : getCatalogue().supplierById.get(id);
    return supplier ? png(pngOf(`supplier:${supplier.id}`, () => supplierLogoSvg(supplier))) : notFound('Logo');
  }),
  route('get', '/content/media/banners/:file', 'content.media', (ctx) => {
    const slug = fileName(ctx, /^([a-z0-9-]+)\.png$/);
    const page = slug === null ? undefined : getContent().pageBySlug.get(slug);
    return page ? png(pngOf(`banner:${page.slug}`, () => bannerSvg(page.slug, page.title.en))) : notFound('Banner');
  }),
];
