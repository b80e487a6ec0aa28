import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { POLL } from '../core/polling';
import { useQuery } from '../core/query';
import { gamesKeys } from './keys';

const getJackpots = lazyCall('games', 'getJackpots');

/** Jackpots every 20 s, for everyone (spec 9). */
export function useJackpotsQuery() {
  return useQuery(gamesKeys.jackpots(), unwrap(getJackpots), { refreshInterval: POLL.jackpots });
}
