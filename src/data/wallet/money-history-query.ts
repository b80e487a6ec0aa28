import type { ApiResult } from '@/api/errors';
import { lazyCall } from '@/api/lazy';
import type { DepositsPage, DepositTransaction, Page, WithdrawalTransaction } from '@/api/schemas/transactions';
import { pageIsBeforeWindow, type MonthKey } from '@/lib/net-position';
import type { Cents } from '@/lib/money';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { walletKeys } from './keys';

const getDepositsTransactionsPages = lazyCall('transactions', 'getDepositsTransactionsPages');
const getWithdrawsTransactionsPages = lazyCall('transactions', 'getWithdrawsTransactionsPages');

/** How many pages of each list are read at most (10 a page): a player with more in a year gets the latest, and is told. */
export const MAX_HISTORY_PAGES = 30;

export type MoneyHistory = {
  deposits: DepositTransaction[];
  withdrawals: WithdrawalTransaction[];
  /** Over all time, as the deposit list's `includeTotalAmounts` gives them (spec 7.1). */
  totals: { deposits: Cents; withdrawals: Cents } | null;
  /** False when a list had more pages within the window than MAX_HISTORY_PAGES. */
  complete: boolean;
};

type Collected<T, P> = { items: T[]; complete: boolean; firstPage: P };

/**
 * Reads a newest-first list page by page until a page lies wholly before the window's first
 * month, the list ends, or MAX_HISTORY_PAGES. Pages come one after another: each decides
 * whether the next is needed.
 */
async function collect<T extends { createdTime: string }, P extends Page<T>>(
  fetchPage: (page: number) => Promise<ApiResult<P>>,
  firstMonth: MonthKey,
  timeZone: string,
): Promise<ApiResult<Collected<T, P>>> {
  const items: T[] = [];
  let firstPage: P | null = null;
  for (let page = 1; page <= MAX_HISTORY_PAGES; page += 1) {
    const result = await fetchPage(page);
    if (!result.success) return result;
    firstPage ??= result.data;
    items.push(...result.data.items);
    const done = page >= result.data.pageCount || pageIsBeforeWindow(result.data.items, firstMonth, timeZone);
    if (done) return { success: true, data: { items, complete: true, firstPage } };
  }
  // MAX_HISTORY_PAGES >= 1, so the loop has read a first page.
  return { success: true, data: { items, complete: false, firstPage: firstPage as P } };
}

async function moneyHistory(firstMonth: MonthKey, timeZone: string): Promise<ApiResult<MoneyHistory>> {
  const [deposits, withdrawals] = await Promise.all([
    collect<DepositTransaction, DepositsPage>((page) => getDepositsTransactionsPages({ page, includeTotalAmounts: true }), firstMonth, timeZone),
    collect<WithdrawalTransaction, Page<WithdrawalTransaction>>((page) => getWithdrawsTransactionsPages(page), firstMonth, timeZone),
  ]);
  if (!deposits.success) return deposits;
  if (!withdrawals.success) return withdrawals;
  return {
    success: true,
    data: {
      deposits: deposits.data.items,
      withdrawals: withdrawals.data.items,
      totals: deposits.data.firstPage.totalAmounts,
      complete: deposits.data.complete && withdrawals.data.complete,
    },
  };
}

/**
 * The player's deposits and withdrawals from `firstMonth` on (in `timeZone`), every page of
 * them, with the all-time totals: what the net position sums (src/lib/net-position.ts).
 */
export function useMoneyHistoryQuery(enabled: boolean, firstMonth: MonthKey, timeZone: string) {
  return useQuery(enabled ? walletKeys.moneyHistory(firstMonth, timeZone) : null, unwrap(() => moneyHistory(firstMonth, timeZone)));
}
