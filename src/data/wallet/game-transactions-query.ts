import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { walletKeys } from './keys';

const getGameTransactionsPages = lazyCall('transactions', 'getGameTransactionsPages');

/** One page of the player's game transactions. */
export function useGameTransactionsQuery(enabled: boolean, page = 1) {
  return useQuery(enabled ? walletKeys.gameTransactions(page) : null, unwrap(() => getGameTransactionsPages(page)));
}
