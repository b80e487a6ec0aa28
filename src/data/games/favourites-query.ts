import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { POLL } from '../core/polling';
import { useQuery } from '../core/query';
import { gamesKeys } from './keys';

const getFavourites = lazyCall('games', 'getFavourites');

/** Favourites every 60 s while logged in (spec 9). */
export function useFavouritesQuery(enabled: boolean) {
  return useQuery(enabled ? gamesKeys.favourites() : null, unwrap(getFavourites), { refreshInterval: POLL.recentAndFavourites });
}
