import useSWR from 'swr';
import { lazyCall } from '@/api/lazy';
import { AUTH_ERROR_CODE } from '@/api/errors';
import type { Player } from '@/api/schemas/player';
import { ApiFailure, unwrap } from './fetcher';
import { keys } from './keys';
import { POLL } from './polling';

const getActivity = lazyCall('player', 'getActivity');
const getBalance = lazyCall('player', 'getBalance');
const getLoyalty = lazyCall('player', 'getLoyalty');
const getPlayer = lazyCall('player', 'getPlayer');
/** The player, or null when there is no session (115). Other failures keep the last state. */
export async function fetchPlayer(): Promise<Player | null> {
  const result = await getPlayer();
  if (result.success) return result.data;
  if (result.errorCode === AUTH_ERROR_CODE) return null;
  throw new ApiFailure(result);
}

export function usePlayerQuery() {
  return useSWR(keys.player(), fetchPlayer, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** Balance every 10 s while logged in (spec 9); SWR pauses polling in hidden tabs. */
export function useBalanceQuery(enabled: boolean) {
  return useSWR(enabled ? keys.balance() : null, unwrap(getBalance), { refreshInterval: POLL.freeSpinsAndBalance });
}

export function useActivityQuery(enabled: boolean) {
  return useSWR(enabled ? keys.activity() : null, unwrap(getActivity), { revalidateOnFocus: false });
}

export function useLoyaltyQuery(enabled: boolean) {
  return useSWR(enabled ? keys.loyalty() : null, unwrap(getLoyalty), { revalidateOnFocus: false });
}
