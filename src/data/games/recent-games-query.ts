import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { POLL } from '../core/polling';
import { useQuery } from '../core/query';
import { gamesKeys } from './keys';

const getRecentGames = lazyCall('games', 'getRecentGames');

/** Recent games every 60 s while logged in (spec 9). */
export function useRecentGamesQuery(enabled: boolean) {
  return useQuery(enabled ? gamesKeys.recentGames() : null, unwrap(getRecentGames), { refreshInterval: POLL.recentAndFavourites });
}
