import { useCallback, useState } from 'react';
import { lazyCall } from '@/api/lazy';
import type { ApiError } from '@/api/errors';
import { useFavouritesQuery } from './favourites-query';

const addFavourite = lazyCall('games', 'addFavourite');
const removeFavourite = lazyCall('games', 'removeFavourite');

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
      const list = result.success ? await (result.data ? mutate(result.data, { revalidate: false }) : mutate()) : undefined;
      // The server took the change, but a list asked for again that failed does not show it yet:
      // the button keeps the player's choice rather than flip back as if it had failed.
      const shown = (list ?? []).some((g) => g.id === gameId) === adding;
      setPending((m) => {
        const next = new Map(m);
        if (!result.success || shown) next.delete(gameId);
        return next;
      });
      return result.success ? null : result;
    },
    [mutate],
  );
  return { isFavourite, toggle };
}
