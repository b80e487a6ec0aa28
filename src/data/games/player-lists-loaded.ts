import type { Game } from '@/api/schemas/content';
import { useLoaded } from '../core/query';
import { gamesKeys } from './keys';

/**
 * How many games the player's favourites and last played hold, as AfterLoginData has loaded
 * (and polls) them; undefined until then. It never fetches, so a reader in every page's first
 * load (the navbar) does not bring the lists' calls into it.
 */
export function usePlayerListSizes(isLoggedIn: boolean): { favourites: number | undefined; recent: number | undefined } {
  const favourites = useLoaded<Game[]>(isLoggedIn ? gamesKeys.favourites() : null);
  const recent = useLoaded<Game[]>(isLoggedIn ? gamesKeys.recentGames() : null);
  return { favourites: favourites?.length, recent: recent?.length };
}
