import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { walletKeys } from './keys';

const getDepositsTransactionsPages = lazyCall('transactions', 'getDepositsTransactionsPages');

/** One page of the player's deposits, with the totals; another page keeps this one on screen until it arrives. */
export function useDepositsQuery(enabled: boolean, page = 1) {
  return useQuery(enabled ? walletKeys.deposits(page) : null, unwrap(() => getDepositsTransactionsPages({ page, includeTotalAmounts: true })), { keepPreviousData: true });
}
