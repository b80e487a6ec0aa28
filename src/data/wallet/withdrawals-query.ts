import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { walletKeys } from './keys';

const getWithdrawsTransactionsPages = lazyCall('transactions', 'getWithdrawsTransactionsPages');

/** One page of the player's withdrawals; another page keeps this one on screen until it arrives. */
export function useWithdrawalsQuery(enabled: boolean, page = 1) {
  return useQuery(enabled ? walletKeys.withdrawals(page) : null, unwrap(() => getWithdrawsTransactionsPages(page)), { keepPreviousData: true });
}
