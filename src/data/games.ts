import { useCallback, useState } from 'react';
import useSWR, { preload } from 'swr';
import { lazyCall } from '@/api/lazy';
import type { ApiError } from '@/api/errors';
import { unwrap } from './fetcher';
import { keys } from './keys';
import { POLL } from './polling';

const addFavourite = lazyCall('games', 'addFavourite');
const getFavourites = lazyCall('games', 'getFavourites');
const getJackpots = lazyCall('games', 'getJackpots');
const getMenu = lazyCall('games', 'getMenu');
const getRecentGames = lazyCall('games', 'getRecentGames');
const removeFavourite = lazyCall('games', 'removeFavourite');
const getAvatar = lazyCall('avatar', 'getAvatar');
const getBonusGameProgress = lazyCall('bonus', 'getBonusGameProgress');
const getBonusWheel = lazyCall('bonus', 'getBonusWheel');
/** Favourites and recent games every 60 s while logged in (spec 9). */
export function useFavouritesQuery(enabled: boolean) {
  return useSWR(enabled ? keys.favourites() : null, unwrap(getFavourites), { refreshInterval: POLL.recentAndFavourites });
}

export function useRecentGamesQuery(enabled: boolean) {
  return useSWR(enabled ? keys.recentGames() : null, unwrap(getRecentGames), { refreshInterval: POLL.recentAndFavourites });
}

/** Jackpots every 20 s, for everyone (spec 9). */
export function useJackpotsQuery() {
  return useSWR(keys.jackpots(), unwrap(getJackpots), { refreshInterval: POLL.jackpots });
}

/** Available bonus-wheel spins, for the navbar badge (spec 2.3). */
export function useBonusWheelQuery(enabled: boolean) {
  return useSWR(enabled ? keys.bonusWheel() : null, unwrap(getBonusWheel), { refreshInterval: POLL.freeSpinsAndBalance });
}

const fetchMenu = unwrap(getMenu);

/** Starts the menu request ahead of the menu that shows it (the mobile menu's own chunk loads meanwhile). */
export const preloadMenu = (): void => void preload(keys.menu(), fetchMenu).catch(() => undefined);

/** The navigation groups from the main API (spec 7.1 GET /menu), once a menu is wanted. */
export function useMenuQuery(enabled = true) {
  return useSWR(enabled ? keys.menu() : null, fetchMenu, { revalidateOnFocus: false });
}

/**
 * The favourite toggle: the button flips at once, the list settles on the server's answer,
 * and a failure flips it back and is returned for the caller to show.
 */
export function useFavouriteToggle(enabled: boolean) {
  const { data, mutate } = useFavouritesQuery(enabled);
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const ids = new Set((data ?? []).map((g) => g.id));
  const isFavourite = (gameId: number) => pending.get(gameId) ?? ids.has(gameId);
  const toggle = useCallback(
    async (gameId: number, currentlyFavourite: boolean): Promise<ApiError | null> => {
      const adding = !currentlyFavourite;
      setPending((m) => new Map(m).set(gameId, adding));
      const result = adding ? await addFavourite(gameId) : await removeFavourite(gameId);
      if (result.success) await mutate(result.data, { revalidate: false });
      setPending((m) => {
        const next = new Map(m);
        next.delete(gameId);
        return next;
      });
      return result.success ? null : result;
    },
    [mutate],
  );
  return { isFavourite, toggle };
}

/** The player's avatar (second API). */
export function useAvatarQuery(enabled: boolean) {
  return useSWR(enabled ? keys.avatar() : null, unwrap(getAvatar), { revalidateOnFocus: false });
}

/** This week's bonus-game rounds (second API, with the timestamp it asks for). */
export function useBonusGameProgressQuery(enabled: boolean) {
  return useSWR(enabled ? keys.bonusGameProgress() : null, unwrap(() => getBonusGameProgress(Date.now())), { revalidateOnFocus: false });
}
