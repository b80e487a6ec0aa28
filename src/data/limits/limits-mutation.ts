import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { lazyCall } from '@/api/lazy';
import type { Cents } from '@/lib/money';
import type { LossLimitKind } from '@/lib/rules/limits';
import { limitsKeys } from './keys';

const setters = {
  dailyLoss: lazyCall('limits', 'setDailyLimits'),
  weeklyLoss: lazyCall('limits', 'setWeeklyLimits'),
  monthlyLoss: lazyCall('limits', 'setMonthlyLimits'),
} as const;

/** Saves one loss limit (spec 7.1 setDailyLimits ...): a tighter one applies at once, a looser one waits. */
export const saveLossLimit = (kind: LossLimitKind, amount: Cents, autoRenew: boolean) => setters[kind](amount, autoRenew);
/** Removes one loss limit, the player having confirmed it (`{period}RemovalConfirmed`). */
export const removeLossLimit = lazyCall('limits', 'removeLossLimit');
/** Starts a cool-off of 1, 3 or 7 days; a wrong password answers 109. */
export const startCoolOff = lazyCall('limits', 'setCoolOff');
/** The reality-check interval in minutes (0: off), spec 7.1 /player/limit/time. */
export const setRealityCheckInterval = lazyCall('limits', 'setRealityCheck');

/** After a change: the limits (and cool-off and reality check) are asked for again; resolves once answered. */
export function useRefreshLimits(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(limitsKeys.limits());
  }, [mutate]);
}
