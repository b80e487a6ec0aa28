import { lazyCall } from '@/api/lazy';

/** Confirms the increases of these kinds: the new amounts apply (spec 7.1 `{…}Confirmed`). */
export const confirmPendingIncreases = lazyCall('limits', 'confirmNewLossLimits');
/**
 * Drops the increases of these kinds, a removal waiting its turn included: the current amounts
 * stay (spec 7.1 `{…}RemovalConfirmed`).
 */
export const cancelPendingIncreases = lazyCall('limits', 'cancelNewLossLimits');
