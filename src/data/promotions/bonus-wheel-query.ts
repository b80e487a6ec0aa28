import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { POLL } from '../core/polling';
import { useQuery } from '../core/query';
import { promotionsKeys } from './keys';

const getBonusWheel = lazyCall('bonus', 'getBonusWheel');

/** Available bonus-wheel spins, for the navbar badge (spec 2.3). */
export function useBonusWheelQuery(enabled: boolean) {
  return useQuery(enabled ? promotionsKeys.bonusWheel() : null, unwrap(getBonusWheel), { refreshInterval: POLL.freeSpinsAndBalance });
}
