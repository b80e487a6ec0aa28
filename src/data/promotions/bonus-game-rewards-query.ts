import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { promotionsKeys } from './keys';

const getBonusGameRewards = lazyCall('bonus', 'getBonusGameRewards');

/**
 * The rewards of this week's bonus-game round (second API, with the timestamp it asks for):
 * read by the bonus game and gold rush pages only, which offer a retry when it fails.
 */
export function useBonusGameRewardsQuery(enabled: boolean) {
  return useQuery(enabled ? promotionsKeys.bonusGameRewards() : null, unwrap(() => getBonusGameRewards(Date.now())), { revalidateOnFocus: false, retry: false });
}
