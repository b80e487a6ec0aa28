import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { lazyCall } from '@/api/lazy';
import { playerKeys } from '../player/keys';
import { isFreeSpinsKey, promotionsKeys } from '../promotions/keys';
import { isDepositsKey } from './keys';

/** Starts a provider deposit (initDeposit): its answer's redirectUrl is the provider's page. */
export const startDeposit = lazyCall('payment', 'initDeposit');
/** A deposit with the method's stored details (confirmDeposit with storedDetailReference). */
export const depositWithStoredDetails = lazyCall('payment', 'confirmDeposit');

/**
 * After a deposit settles: the balance, the deposit list (which the quick amounts follow) and
 * the player's campaigns and free spins (a deposit for a campaign takes it up and may grant
 * spins, which the profile badge counts) are asked for again; resolves once all have answered.
 */
export function useRefreshAfterDeposit(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([mutate(playerKeys.balance()), mutate(isDepositsKey), mutate(promotionsKeys.campaigns()), mutate(isFreeSpinsKey)]);
  }, [mutate]);
}
