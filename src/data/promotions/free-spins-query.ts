import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { POLL } from '../core/polling';
import { useQuery } from '../core/query';
import { promotionsKeys } from './keys';

const getFreeSpins = lazyCall('bonuses', 'getFreeSpins');

/** Free spins every 10 s (spec 9). */
export function useFreeSpinsQuery(enabled: boolean, page = 1) {
  return useQuery(enabled ? promotionsKeys.freeSpins(page) : null, unwrap(() => getFreeSpins(page)), { refreshInterval: POLL.freeSpinsAndBalance });
}
