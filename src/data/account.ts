import useSWR from 'swr';
import { unwrap } from './fetcher';
import { keys } from './keys';
import { POLL } from './polling';
import { lazyCall } from '@/api/lazy';

const getDepositCampaigns = lazyCall('bonuses', 'getDepositCampaigns');
const getFreeSpins = lazyCall('bonuses', 'getFreeSpins');
const getVerificationStatus = lazyCall('documents', 'getVerificationStatus');
const getLimits = lazyCall('limits', 'getLimits');
const getDepositsTransactionsPages = lazyCall('transactions', 'getDepositsTransactionsPages');
const getGameTransactionsPages = lazyCall('transactions', 'getGameTransactionsPages');
const getWithdrawsTransactionsPages = lazyCall('transactions', 'getWithdrawsTransactionsPages');
/**
 * The player's account data (spec 4 "After login"). Each hook fetches only while `enabled`
 * (logged in); SWR pauses polling in hidden tabs.
 */

/** Limits and the reality check every 5 s, while the balance is not loading (spec 9). */
export function useLimitsQuery(enabled: boolean, balanceLoading = false) {
  return useSWR(enabled ? keys.limits() : null, unwrap(getLimits), {
    refreshInterval: balanceLoading ? 0 : POLL.limitsAndRealityCheck,
  });
}

export function useDepositsQuery(enabled: boolean, page = 1) {
  return useSWR(enabled ? keys.deposits(page) : null, unwrap(() => getDepositsTransactionsPages({ page, includeTotalAmounts: true })));
}

export function useWithdrawalsQuery(enabled: boolean, page = 1) {
  return useSWR(enabled ? keys.withdrawals(page) : null, unwrap(() => getWithdrawsTransactionsPages(page)));
}

export function useGameTransactionsQuery(enabled: boolean, page = 1) {
  return useSWR(enabled ? keys.gameTransactions(page) : null, unwrap(() => getGameTransactionsPages(page)));
}

/** Free spins every 10 s (spec 9). */
export function useFreeSpinsQuery(enabled: boolean, page = 1) {
  return useSWR(enabled ? keys.freeSpins(page) : null, unwrap(() => getFreeSpins(page)), { refreshInterval: POLL.freeSpinsAndBalance });
}

export function useCampaignsQuery(enabled: boolean) {
  return useSWR(enabled ? keys.campaigns() : null, unwrap(getDepositCampaigns));
}

export function useVerificationQuery(enabled: boolean) {
  return useSWR(enabled ? keys.verification() : null, unwrap(getVerificationStatus));
}
