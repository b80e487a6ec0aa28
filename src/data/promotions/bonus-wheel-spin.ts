import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { lazyCall } from '@/api/lazy';
import type { BonusWheel } from '@/api/schemas/second';
import { playerKeys } from '../player/keys';
import { isFreeSpinsKey, promotionsKeys } from './keys';

/** POST /bonuswheel/spin: uses a spin and names the prize; nothing is credited yet. */
export const spinBonusWheel = lazyCall('bonus', 'spinBonusWheel');
/** POST /bonuswheel/complete {reference}: credits the spin's prize, once. */
export const completeBonusWheel = lazyCall('bonus', 'completeBonusWheel');

/**
 * The wheel's cache after a spin: the spins the spin answer left (so the navbar badge and the
 * page agree at once), without waiting for the next poll.
 */
export function useSetWheelSpins(): (availableSpins: number) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (availableSpins: number) => {
      await mutate<BonusWheel>(promotionsKeys.bonusWheel(), (wheel) => (wheel ? { ...wheel, available_spins: availableSpins } : wheel), { revalidate: false });
    },
    [mutate],
  );
}

/**
 * After a completed spin: the wheel, the balance (a promo prize), the free-spin list (a
 * free-spin prize), the loyalty points and the profile badge's counts are asked for again.
 */
export function useRefreshAfterWheel(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([mutate(promotionsKeys.bonusWheel()), mutate(playerKeys.balance()), mutate(playerKeys.loyalty()), mutate(isFreeSpinsKey)]);
  }, [mutate]);
}
