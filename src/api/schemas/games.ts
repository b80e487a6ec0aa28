import * as z from 'zod/mini';
import { currency, money } from './common';
import { contentMediaUrl, gameGroupSchema, gameSchema, supplierSchema } from './content';

/**
 * The games family of the main API (spec 7.1). Games and groups have the content service's
 * shapes, so one schema (and one `Game` type) serves lobby, favourites, recent games and search.
 */

export const gameListSchema = z.object({ games: z.array(gameSchema) });
export const favouriteChangeSchema = z.object({ games: z.nullish(z.array(gameSchema)) });

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

export const gameLaunchSchema = z.object({
  url: z.string().check(z.refine(isHttpUrl, 'The launch URL must be http(s)')),
  mode: z.enum(['demo', 'real']),
});
export type GameLaunch = z.infer<typeof gameLaunchSchema>;
export type GameMode = GameLaunch['mode'];

/** `/groups`: every navigation group, empty ones included (the app hides those). */
export const groupsSchema = z.object({ groups: z.array(gameGroupSchema) });

/** `/menu`: top-level groups per section, each with its child groups. */
const menuItemSchema = z.extend(gameGroupSchema, { children: z._default(z.array(gameGroupSchema), []) });
export type MenuItem = z.infer<typeof menuItemSchema>;
export const menuSchema = z.object({
  menu: z.object({ slots: z.array(menuItemSchema), liveCasino: z.array(menuItemSchema) }),
});
export type Menu = z.infer<typeof menuSchema>['menu'];

export const jackpotSchema = z.object({ id: z.string(), name: z.string(), amount: money, currency });
export type Jackpot = z.infer<typeof jackpotSchema>;
export const jackpotsSchema = z.object({ jackpots: z.array(jackpotSchema) });

const mediaUrl = z.pipe(z.string(), z.transform(contentMediaUrl));
const listDefault = <T extends z.ZodMiniType>(item: T) => z.pipe(z.nullish(z.array(item)), z.transform((value) => value ?? []));

/** Spec 3 "Search response". Titles arrive in the language asked for. */
export const searchResultsSchema = z.object({
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
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
