import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { POLL } from '../core/polling';
import { useQuery } from '../core/query';
import { limitsKeys } from './keys';

const getLimits = lazyCall('limits', 'getLimits');

/** Limits and the reality check every 5 s, while the balance is not loading (spec 9). */
export function useLimitsQuery(enabled: boolean, balanceLoading = false) {
  return useQuery(enabled ? limitsKeys.limits() : null, unwrap(getLimits), {
    refreshInterval: balanceLoading ? 0 : POLL.limitsAndRealityCheck,
  });
}

/** The same limits for a reader that does not poll on its own (AfterLoginData polls them). */
export function useLimits() {
  return useQuery(limitsKeys.limits(), unwrap(getLimits));
}
