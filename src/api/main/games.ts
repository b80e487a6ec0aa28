import type { Locale } from '@/routes/href';
import { apiError, type ApiResult } from '../errors';
import { SEARCH_MIN_LENGTH } from '../rules';
import type { Game, GameGroup } from '../schemas/content';
import {
  gameLaunchSchema,
  favouriteChangeSchema,
  gameListSchema,
  groupsSchema,
  jackpotsSchema,
  menuSchema,
  searchResultsSchema,
  type GameLaunch,
  type GameMode,
  type Jackpot,
  type Menu,
  type SearchResults,
} from '../schemas/games';
import { mainGet, mainPost } from './client';


async function gamesOf(result: Promise<ApiResult<{ games: Game[] }>>): Promise<ApiResult<Game[]>> {
  const answer = await result;
  return answer.success ? { success: true, data: answer.data.games } : answer;
}

/** The player's favourites, most recently added first. */
export const getFavourites = () => gamesOf(mainGet('games/favourites', gameListSchema));

/**
 * Both may answer the updated list, so the caller can replace its cache without a refetch; the
 * spec does not show their answers, so one without the list (null) means "ask for it again".
 */
async function favouriteChange(path: string, gameId: number): Promise<ApiResult<Game[] | null>> {
  const answer = await mainPost(path, { gameId }, favouriteChangeSchema);
  return answer.success ? { success: true, data: answer.data.games ?? null } : answer;
}
export const addFavourite = (gameId: number) => favouriteChange('games/favourites/add', gameId);
export const removeFavourite = (gameId: number) => favouriteChange('games/favourites/remove', gameId);

/** Games played for real money, most recent first (at most 20). */
export const getRecentGames = () => gamesOf(mainGet('games/RecentGames', gameListSchema));

/**
 * The URL to open a game at. Demo needs no session; real money needs one (115) and answers
 * 131 (unknown game), 132 (disabled) or 217 (cool-off). A non-http(s) URL fails the call.
 * `lang`, the site's language, is passed on to the game (spec 7 lists no parameters for the
 * launch; the search call carries its `lang` the same way): a game opened from /fi plays in
 * Finnish. A backend that does not know it ignores it.
 */
export function launchGame(gameId: number, mode: GameMode, lang?: Locale): Promise<ApiResult<GameLaunch>> {
  return mainGet(`game/${mode}/${encodeURIComponent(gameId)}`, gameLaunchSchema, { lang });
}
export const getDemoGame = (gameId: number, lang?: Locale) => launchGame(gameId, 'demo', lang);
export const getRealGame = (gameId: number, lang?: Locale) => launchGame(gameId, 'real', lang);

export async function getMenu(): Promise<ApiResult<Menu>> {
  const result = await mainGet('menu', menuSchema);
  return result.success ? { success: true, data: result.data.menu } : result;
}

export async function getGroups(): Promise<ApiResult<GameGroup[]>> {
  const result = await mainGet('groups', groupsSchema);
  return result.success ? { success: true, data: result.data.groups } : result;
}

/** Amounts in cents; they grow between polls (spec 9: every 20 s). */
export async function getJackpots(): Promise<ApiResult<Jackpot[]>> {
  const result = await mainGet('jackpots', jackpotsSchema, { currency: 'eur' });
  return result.success ? { success: true, data: result.data.jackpots } : result;
}

export type SearchQuery = { keyword: string; lang: Locale; gameProvider?: string };

/** A keyword shorter than 3 characters is refused here (code 400) without a round trip. */
export function search({ keyword, lang, gameProvider }: SearchQuery): Promise<ApiResult<SearchResults>> {
  const trimmed = keyword.trim();
  if (trimmed.length < SEARCH_MIN_LENGTH) return Promise.resolve(apiError(400, `Search needs at least ${SEARCH_MIN_LENGTH} characters`));
  return mainGet('search', searchResultsSchema, { keyword: trimmed, lang, gameProvider: gameProvider?.trim() || undefined });
}
