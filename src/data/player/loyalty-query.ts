import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { playerKeys } from './keys';

const getLoyalty = lazyCall('player', 'getLoyalty');

export function useLoyaltyQuery(enabled: boolean) {
  return useQuery(enabled ? playerKeys.loyalty() : null, unwrap(getLoyalty), { revalidateOnFocus: false });
}
