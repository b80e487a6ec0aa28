import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { lazyCall } from '@/api/lazy';
import { playerKeys } from '../player/keys';
import { promotionsKeys } from '../promotions/keys';
import { isWithdrawalsKey, walletKeys } from './keys';

/** POST /payment/withdraw (the desktop panels' confirmWithdraw). */
export const sendWithdrawal = lazyCall('payment', 'confirmWithdraw');
/** POST /payment/cancelWithdraw with a pending withdrawal's reference. */
export const cancelWithdrawal = lazyCall('payment', 'cancelWithdraw');

/** Whether a key is a page of the free-spin list, which a withdrawal may have emptied. */
const isFreeSpinsKey = (key: unknown): boolean => {
  const sample = promotionsKeys.freeSpins();
  return Array.isArray(key) && key[0] === sample[0] && key[1] === sample[1];
};

/**
 * After a withdrawal or a cancelled one (spec 4: balance data is refetched after confirming):
 * the balance, the withdraw panel's own balances, the withdrawal list's pages, the pending
 * ones and the free spins (a withdrawal gives them up) are asked for again; resolves once all
 * have answered.
 */
export function useRefreshAfterWithdraw(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([
      mutate(playerKeys.balance()),
      mutate(walletKeys.withdrawInit()),
      mutate(walletKeys.pendingWithdrawals()),
      mutate(isWithdrawalsKey),
      mutate(isFreeSpinsKey),
    ]);
  }, [mutate]);
}
