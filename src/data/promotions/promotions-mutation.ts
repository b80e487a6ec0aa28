import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { lazyCall } from '@/api/lazy';
import { playerKeys } from '../player/keys';
import { isFreeSpinsKey } from './keys';

/** POST /player/bonuses/freeSpins/cancel (the desktop panels' cancelFreeSpin). */
export const cancelFreeSpinBonus = lazyCall('bonuses', 'cancelFreeSpin');
/** POST /player/convertLoyaltyPoints with pointAmount. */
export const convertPoints = lazyCall('bonuses', 'convertLoyaltyPoints');

/** After a cancel (spec 4): every page of the free-spin list, and with page 1 the profile badge, is asked for again. */
export function useRefreshFreeSpins(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isFreeSpinsKey);
  }, [mutate]);
}

/** After a conversion: the points and the balance (the promo money it credited) are asked for again. */
export function useRefreshAfterConversion(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([mutate(playerKeys.loyalty()), mutate(playerKeys.balance())]);
  }, [mutate]);
}
