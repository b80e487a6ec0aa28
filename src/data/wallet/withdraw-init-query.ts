import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { walletKeys } from './keys';

const getWithdrawInit = lazyCall('payment', 'initWithdraw');

/**
 * What a withdrawal starts from (GET /payment/initWithdraw, spec 3): the balances, the cash
 * reserve and the method's bounds. A failure stands until the player asks again (the panel
 * offers a retry), as the deposit's methods do.
 */
export function useWithdrawInitQuery(enabled: boolean) {
  return useQuery(enabled ? walletKeys.withdrawInit() : null, unwrap(getWithdrawInit), { retry: false, revalidateOnFocus: false });
}
