import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { POLL } from '../core/polling';
import { useQuery } from '../core/query';
import { playerKeys } from './keys';

const getBalance = lazyCall('player', 'getBalance');

/** Balance every 10 s while logged in (spec 9); SWR pauses polling in hidden tabs. */
export function useBalanceQuery(enabled: boolean) {
  return useQuery(enabled ? playerKeys.balance() : null, unwrap(getBalance), { refreshInterval: POLL.freeSpinsAndBalance });
}

/**
 * Asks for the balance again now, e.g. after a game round; every balance on the site follows.
 * Resolves once it has answered (a retry's busy state waits on it).
 */
export function useRefreshBalance(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(playerKeys.balance()).then(() => undefined), [mutate]);
}
