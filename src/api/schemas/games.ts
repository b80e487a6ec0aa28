import * as z from 'zod/mini';
import { currency, money } from './common';
import { contentMediaUrl, gameGroupSchema, gameGroupShape, gameSchema, listOf, supplierSchema } from './content';

/**
 * The games family of the main API (spec 7.1). Games and groups have the content service's
 * shapes, so one schema (and one `Game` type) serves lobby, favourites, recent games and search.
 * Their lists (games, groups, menu, jackpots, search) drop a malformed item like the content
 * service's do (`listOf`): one bad game must not empty the favourites or fail a whole search.
 */

export const gameListSchema = z.lazy(() => z.object({ games: listOf(gameSchema) }));
export const favouriteChangeSchema = z.lazy(() => z.object({ games: z.nullish(listOf(gameSchema)) }));

/**
 * A launch answer. The URL ends up in an iframe or a navigation, so anything but http(s)
 * (javascript:, data:, a relative path) fails the whole call instead of reaching the page.
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const gameLaunchSchema = z.lazy(() => z.object({
  url: z.string().check(z.refine(isHttpUrl, 'The launch URL must be http(s)')),
  mode: z.enum(['demo', 'real']),
}));
export type GameLaunch = z.infer<typeof gameLaunchSchema>;
export type GameMode = GameLaunch['mode'];

/** `/groups`: every navigation group, empty ones included (the app hides those). */
export const groupsSchema = z.lazy(() => z.object({ groups: listOf(gameGroupSchema) }));

/** `/menu`: top-level groups per section, each with its child groups. */
const menuItemSchema = z.lazy(() => z.object({ ...gameGroupShape(), children: z._default(listOf(gameGroupSchema), []) }));
export type MenuItem = z.infer<typeof menuItemSchema>;
export const menuSchema = z.lazy(() => z.object({
  menu: z.object({ slots: listOf(menuItemSchema), liveCasino: listOf(menuItemSchema) }),
}));
export type Menu = z.infer<typeof menuSchema>['menu'];

export const jackpotSchema = z.lazy(() => z.object({ id: z.string(), name: z.string(), amount: money, currency }));
export type Jackpot = z.infer<typeof jackpotSchema>;
export const jackpotsSchema = z.lazy(() => z.object({ jackpots: listOf(jackpotSchema) }));

const mediaUrl = z.pipe(z.string(), z.transform(contentMediaUrl));
/** A search list: absent is empty, and a malformed item is dropped rather than failing the search. */
const listDefault = <T extends z.ZodMiniType>(item: T) => z.pipe(z.nullish(listOf(item)), z.transform((value) => value ?? []));

/** Spec 3 "Search response". Titles arrive in the language asked for. */
export const searchResultsSchema = z.lazy(() => z.object({
  games: listDefault(gameSchema),
  articles: z.pipe(
    z.nullish(z.object({ blogs: listDefault(z.object({ slug: z.string(), title: z.string(), thumbnail: z._default(mediaUrl, ''), date_parsed: z.string() })) })),
    z.transform((value) => value ?? { blogs: [] }),
  ),
  /** Content pages and campaigns whose title matched. */
  content: listDefault(z.object({ slug: z.string(), title: z.string(), type: z.enum(['page', 'campaign']) })),
  suppliers: listDefault(supplierSchema),
  /** Game groups whose title matched, to link to the group page. */
  tags: listDefault(z.object({ id: z.int(), slug: z.string(), title: z.string(), type: z.enum(['slot', 'live']) })),
}));
export type SearchResults = z.infer<typeof searchResultsSchema>;
