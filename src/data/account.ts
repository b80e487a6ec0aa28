import useSWR from 'swr';
import { getDepositCampaigns, getFreeSpins } from '@/api/main/bonuses';
import { getVerificationStatus } from '@/api/main/documents';
import { getLimits } from '@/api/main/limits';
import { getDepositsTransactionsPages, getGameTransactionsPages, getWithdrawsTransactionsPages } from '@/api/main/transactions';
import { unwrap } from './fetcher';
import { keys } from './keys';
import { POLL } from './polling';

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
