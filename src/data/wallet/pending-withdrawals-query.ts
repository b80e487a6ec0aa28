import type { ApiResult } from '@/api/errors';
import { lazyCall } from '@/api/lazy';
import type { Page, WithdrawalTransaction } from '@/api/schemas/transactions';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { walletKeys } from './keys';

const getWithdrawsTransactionsPages = lazyCall('transactions', 'getWithdrawsTransactionsPages');

/** Spec 3 names no status for withdrawals; the list's own "pending" is the one that can still be cancelled. */
export const PENDING_STATUS = 'pending';

/**
 * How many pages of the withdrawal list are read for pending ones. The list is newest first
 * and a withdrawal is pending for days at most, so they sit on the first page; the cap keeps a
 * long history from costing a request per page.
 */
export const PENDING_PAGES_MAX = 5;

/** The pending withdrawals in the first pages of the list (GET /transactions/withdrawals), newest first as the list gives them. */
export async function readPendingWithdrawals(
  readPage: (page: number) => Promise<ApiResult<Page<WithdrawalTransaction>>>,
): Promise<ApiResult<WithdrawalTransaction[]>> {
  const pending: WithdrawalTransaction[] = [];
  for (let page = 1; page <= PENDING_PAGES_MAX; page += 1) {
    const result = await readPage(page);
    if (!result.success) return result;
    pending.push(...result.data.items.filter((item) => item.status === PENDING_STATUS && item.reference));
    if (page >= result.data.pageCount) break;
  }
  return { success: true, data: pending };
}

/** The player's pending withdrawals, each with the reference cancelWithdraw needs. */
export function usePendingWithdrawalsQuery(enabled: boolean) {
  return useQuery(
    enabled ? walletKeys.pendingWithdrawals() : null,
    unwrap(() => readPendingWithdrawals((page) => getWithdrawsTransactionsPages(page))),
    { retry: false },
  );
}
