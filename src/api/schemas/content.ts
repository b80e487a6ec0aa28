import * as z from 'zod/mini';
import { env } from '@/lib/env';

/**
 * Response schemas. zod/mini (the same zod, tree-shakable) keeps validation out of the
 * first-load budget: see docs/decisions.md.
 *
 * Every top-level object schema here and in the other schema files is `z.lazy(...)`: it is built
 * when a call first parses with it, not when a page loads the client (docs/decisions.md, Data,
 * "Response schemas built on first use"; tests/api/schemas-lazy.test.ts names one built early).
 *
 * Content-service schemas are lenient where a CMS is messy: one malformed item in a list is
 * dropped rather than blanking the list, and a malformed optional field or translation is
 * treated as absent. A required field of the wrong type still fails its item (or the whole
 * answer, which then becomes the empty default).
 */

/** A per-language map of HTML messages (spec 3 "Maintenance response"). */
const languageMessages = z.lazy(() => z.catch(
  z.object({ fi: z.optional(z.string()), en: z.optional(z.string()), et: z.optional(z.string()) }),
  {},
));

export const maintenanceSchema = z.lazy(() => z.object({
  maintenance: z.pipe(z.nullish(languageMessages), z.transform((v) => v ?? {})),
  serviceDisruption: z.pipe(z.nullish(languageMessages), z.transform((v) => v ?? {})),
}));
export type Maintenance = z.infer<typeof maintenanceSchema>;

// ---- building blocks -------------------------------------------------------------------

/** A list whose malformed items are dropped (the main API's game and search lists use it too). */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.array(z.catch(z.nullable(item), null)),
    z.transform((items: (z.output<T> | null)[]) => items.filter((i): i is z.output<T> => i !== null)),
  );
}

/** An optional field; a value of the wrong type counts as absent. */
const maybe = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** The content service as the browser reaches it (server renders may use an internal address). */
const publicContentBase = `${env.publicContentApiUrl}/`;

/**
 * A media URL from the content service, absolute: the CMS may give a path on its own origin
 * ('/content/media/games/1001.png'). Anything but http(s) becomes '' (no image).
 */
export function contentMediaUrl(path: string): string {
  if (!path.trim()) return '';
  try {
    const url = new URL(path, publicContentBase);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}
const mediaUrl = z.pipe(z.string(), z.transform(contentMediaUrl));

const id = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());
const slug = z.string().check(z.minLength(1));

/** Text per locale; a missing or malformed translation is absent (the UI falls back). */
export const localeTextSchema = z.lazy(() => z.object({ fi: maybe(z.string()), en: maybe(z.string()), et: maybe(z.string()) }));
export type LocaleText = z.infer<typeof localeTextSchema>;

/** Paginated lists: `page` is 1-based; without paging one page holds everything. */
const pagination = { total: count, page: z.int().check(z.gte(1)), pageSize: count };

// ---- games, groups, suppliers ----------------------------------------------------------

export const gameSchema = z.lazy(() => z.object({
  id,
  slug,
  friendly_name: z.string(),
  translation: z.string(),
  supplier: z.string(),
  supplier_id: id,
  logo: mediaUrl,
  /**
   * dd.mm.yyyy (spec 3). Missing, empty or another format is null rather than failing the game:
   * the game stays playable and is simply never labelled new (`isNewGame`). Null, not
   * undefined, so lobby props stay serialisable.
   */
  release_date: z.catch(z.nullable(z.string().check(z.regex(/^\d{2}\.\d{2}\.\d{4}$/))), null),
  type: z.enum(['slot', 'live']),
  groups: z._default(listOf(id), []),
  /** The id of the progressive jackpot the game feeds (amounts come from the main API). */
  jackpot: maybe(z.string()),
}));
export type Game = z.infer<typeof gameSchema>;

/** What a lobby tile shows of a game (and its favourite toggle): the rest stays out of the pages' data. */
export type TileGame = Pick<Game, 'id' | 'slug' | 'friendly_name' | 'translation' | 'supplier' | 'logo' | 'release_date'>;

/** A group's fields, for the menu's groups with children too (`menuSchema`). */
export const gameGroupShape = () => ({
  id,
  name: z.string(),
  slug,
  type: z.enum(['slot', 'live']),
  /** The parent category of a child group; null at the top level. */
  parent: z.pipe(z.nullish(id), z.transform((v) => v ?? null)),
  order: z._default(z.int(), 0),
  /** Translated title and description; a missing locale falls back to `name` (spec 3). */
  title: z.catch(localeTextSchema, {}),
  description: z.catch(localeTextSchema, {}),
  game_count: count,
});
export const gameGroupSchema = z.lazy(() => z.object(gameGroupShape()));
export type GameGroup = z.infer<typeof gameGroupSchema>;

export const supplierSchema = z.lazy(() => z.object({ id, name: z.string(), slug, logo: mediaUrl, game_count: count }));
export type Supplier = z.infer<typeof supplierSchema>;

export const gamesPageSchema = z.lazy(() => z.object({ games: listOf(gameSchema), ...pagination }));
export type GamesPage = z.infer<typeof gamesPageSchema>;

export const gameResponseSchema = z.lazy(() => z.object({ game: gameSchema }));
export const groupsResponseSchema = z.lazy(() => z.object({ groups: listOf(gameGroupSchema) }));
export const suppliersResponseSchema = z.lazy(() => z.object({ suppliers: listOf(supplierSchema) }));

/** `group=`, `games-by-group-id=`: the group and a page of its games. */
export const groupGamesSchema = z.lazy(() => z.object({ group: gameGroupSchema, games: listOf(gameSchema), ...pagination }));
export type GroupGames = z.infer<typeof groupGamesSchema>;

/** `parent-category=`: the parent, its children, the chosen child (if any) and a page of games. */
export const categoryGamesSchema = z.lazy(() => z.object({
  parent: gameGroupSchema,
  children: listOf(gameGroupSchema),
  child: z.pipe(z.nullish(gameGroupSchema), z.transform((v) => v ?? null)),
  games: listOf(gameSchema),
  ...pagination,
}));
export type CategoryGames = z.infer<typeof categoryGamesSchema>;

/** `provider=`: the supplier and a page of its games. */
export const providerGamesSchema = z.lazy(() => z.object({ supplier: supplierSchema, games: listOf(gameSchema), ...pagination }));
export type ProviderGames = z.infer<typeof providerGamesSchema>;

/** `games-in-groups`: one lobby row per group, with the first games and the group's total. */
export const groupRowSchema = z.lazy(() => z.object({ id, slug, type: z.enum(['slot', 'live']), total: count, games: listOf(gameSchema) }));
export type GroupRow = z.infer<typeof groupRowSchema>;
export const gamesInGroupsSchema = z.lazy(() => z.object({ groups: listOf(groupRowSchema) }));

// ---- pages, news, settings, popups, affiliates ----------------------------------------

const pageFields = {
  id,
  slug,
  type: z.enum(['page', 'campaign', 'article']),
  status: z._default(z.enum(['published', 'draft']), 'published'),
  title: localeTextSchema,
  summary: maybe(localeTextSchema),
  thumbnail: maybe(mediaUrl),
  /** Publication date, ISO yyyy-mm-dd (articles and campaigns). */
  date_parsed: maybe(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/))),
  updated_at: maybe(z.string()),
};

export const pageSummarySchema = z.lazy(() => z.object(pageFields));
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const contentPageSchema = z.lazy(() => z.object({ ...pageFields, body: localeTextSchema }));
export type ContentPage = z.infer<typeof contentPageSchema>;

export const pageResponseSchema = z.lazy(() => z.object({ page: contentPageSchema }));
export const pageSlugsSchema = z.lazy(() => z.object({ pages: listOf(pageSummarySchema) }));

const footerLinkSchema = z.lazy(() => z.object({ label: z.string(), page: maybe(z.string()), href: maybe(z.string()) }));
export type FooterLink = z.infer<typeof footerLinkSchema>;

/** Every field has a default, so `{}` parses into the empty settings used on failure. */
export const siteSettingsSchema = z.lazy(() => z.object({
  lang: maybe(z.enum(['fi', 'en', 'et'])),
  site_name: z._default(z.string(), ''),
  tagline: z._default(z.string(), ''),
  support_email: z._default(z.string(), ''),
  footer_links: z._default(listOf(z.object({ title: z.string(), links: listOf(footerLinkSchema) })), []),
  footer_html: z._default(z.string(), ''),
  social: z._default(listOf(z.object({ name: z.string(), url: z.string() })), []),
}));
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const siteSettingsResponseSchema = z.lazy(() => z.object({ settings: siteSettingsSchema }));

export const popupSchema = z.lazy(() => z.object({
  id,
  html: localeTextSchema,
  target: z._default(z.enum(['all', 'loggedIn', 'loggedOut']), 'all'),
}));
export type Popup = z.infer<typeof popupSchema>;
export const popupsResponseSchema = z.lazy(() => z.object({ popups: listOf(popupSchema) }));

/** Spec 3 "Affiliate". A numeric reference is read as text ("1" is the default affiliate). */
export const affiliateSchema = z.lazy(() => z.object({
  reference: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  message_fi: z._default(z.string(), ''),
  message_en: z._default(z.string(), ''),
  message_et: z._default(z.string(), ''),
  granted_free_spins: z._default(count, 0),
  free_spin_game: z.pipe(z.nullish(z.object({ title: z.string(), slug: maybe(z.string()) })), z.transform((v) => v ?? null)),
}));
export type Affiliate = z.infer<typeof affiliateSchema>;
export const affiliateResponseSchema = z.lazy(() => z.object({ affiliate: affiliateSchema }));
export const affiliatesResponseSchema = z.lazy(() => z.object({ affiliates: listOf(affiliateSchema) }));

export const affiliatePageSchema = z.lazy(() => z.object({
  id,
  slug,
  affiliate: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  title: localeTextSchema,
  body: localeTextSchema,
}));
export type AffiliatePage = z.infer<typeof affiliatePageSchema>;
export const affiliatePageResponseSchema = z.lazy(() => z.object({ page: affiliatePageSchema }));
