import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { promotionsKeys } from './keys';

const getBonusGameProgress = lazyCall('bonus', 'getBonusGameProgress');

/** This week's bonus-game rounds (second API, with the timestamp it asks for). */
export function useBonusGameProgressQuery(enabled: boolean) {
  return useQuery(enabled ? promotionsKeys.bonusGameProgress() : null, unwrap(() => getBonusGameProgress(Date.now())), { revalidateOnFocus: false });
}
