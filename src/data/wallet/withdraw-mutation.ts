import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { lazyCall } from '@/api/lazy';
import { playerKeys } from '../player/keys';
import { isFreeSpinsKey } from '../promotions/keys';
import { isWithdrawalsKey, walletKeys } from './keys';

/** POST /payment/withdraw (the desktop panels' confirmWithdraw). */
export const sendWithdrawal = lazyCall('payment', 'confirmWithdraw');
/** POST /payment/cancelWithdraw with a pending withdrawal's reference. */
export const cancelWithdrawal = lazyCall('payment', 'cancelWithdraw');

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
