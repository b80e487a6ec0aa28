import { lazyCall } from '@/api/lazy';
import { AUTH_ERROR_CODE, type ApiResult } from '@/api/errors';
import { hasCookie } from '@/lib/cookies';
import type { Player } from '@/api/schemas/player';
import { ApiFailure } from '../core/failure';
import { failureKind } from '../core/policy';
import { useQuery } from '../core/query';
import { playerKeys } from './keys';

const getPlayer = lazyCall('player', 'getPlayer');

/**
 * Set when a logout's call failed, removed when one is heard or a player logs in
 * (src/state/profile.tsx, use-login-flow): the server may still hold the session, and a page
 * loaded meanwhile (the next person at a shared computer pressing reload) must not resume it.
 */
export const LOGOUT_PENDING_COOKIE = 'kasino_logout_pending';

/** Whether this browser's last logout is still unheard (its mark). */
export const isLogoutPending = (): boolean => hasCookie(LOGOUT_PENDING_COOKIE, '1');

/** Whether the server heard a logout: a 115 says there is no session left to end, nothing more to hear. */
export const logoutHeard = (result: ApiResult<unknown>): boolean => result.success || result.errorCode === AUTH_ERROR_CODE;

/**
 * The player, or null when there is no session (115) or this browser's last logout was not
 * heard yet. Other failures keep the last state.
 */
export async function fetchPlayer(): Promise<Player | null> {
  if (isLogoutPending()) return null;
  const result = await getPlayer();
  if (result.success) return result.data;
  if (result.errorCode === AUTH_ERROR_CODE) return null;
  throw new ApiFailure(result);
}

/**
 * The login check itself (spec 4): a player means logged in, null logged out. A failure that
 * may pass (the network, a 5xx, a timeout) is retried by the one policy (src/data/core), so a
 * backend hiccup on the first check does not read as logged out.
 */
export function usePlayerQuery() {
  return useQuery(playerKeys.player(), fetchPlayer, { revalidateOnFocus: false });
}

/**
 * Whether the check's failure settles the login status: one that asking again would not change
 * (the policy's "final"). A passing failure (the network, a 5xx) is being retried and says
 * nothing about the session.
 */
export const isSettlingFailure = (error: unknown): boolean => error !== undefined && failureKind(error) === 'final';
