import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { promotionsKeys } from './keys';

const getDepositCampaigns = lazyCall('bonuses', 'getDepositCampaigns');

/** The deposit campaigns the player can take part in. */
export function useCampaignsQuery(enabled: boolean) {
  return useQuery(enabled ? promotionsKeys.campaigns() : null, unwrap(getDepositCampaigns));
}
