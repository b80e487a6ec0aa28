import { lazyCall } from '@/api/lazy';
import type { GameActionFilters } from '@/api/main/transactions';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { walletKeys } from './keys';

const getGameTransactionsPages = lazyCall('transactions', 'getGameTransactionsPages');

/**
 * One page of the player's game transactions, optionally within a time range. While another
 * page or range loads the previous one stays on screen (marked busy), so the list and its
 * pagination do not jump.
 */
export function useGameTransactionsQuery(enabled: boolean, page = 1, filters: GameActionFilters = {}) {
  const { startTime, endTime } = filters;
  return useQuery(
    enabled ? walletKeys.gameTransactions(page, startTime, endTime) : null,
    unwrap(() => getGameTransactionsPages(page, { startTime, endTime })),
    { keepPreviousData: true },
  );
}
