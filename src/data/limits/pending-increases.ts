import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { lazyCall } from '@/api/lazy';
import { limitsKeys } from './keys';

/** Confirms the increases of these kinds: the new amounts apply (spec 7.1 `{…}Confirmed`). */
export const confirmPendingIncreases = lazyCall('limits', 'confirmNewLossLimits');
/** Drops the increases of these kinds: the current amounts stay (spec 7.1 `{…}RemovalConfirmed`). */
export const cancelPendingIncreases = lazyCall('limits', 'cancelNewLossLimits');

/** Asks for the limits again after a change. */
export function useRefreshLimits(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(limitsKeys.limits());
  }, [mutate]);
}
