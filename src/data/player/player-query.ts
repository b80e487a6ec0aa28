import { lazyCall } from '@/api/lazy';
import { AUTH_ERROR_CODE } from '@/api/errors';
import type { Player } from '@/api/schemas/player';
import { ApiFailure } from '../core/failure';
import { failureKind } from '../core/policy';
import { useQuery } from '../core/query';
import { playerKeys } from './keys';

const getPlayer = lazyCall('player', 'getPlayer');

/** The player, or null when there is no session (115). Other failures keep the last state. */
export async function fetchPlayer(): Promise<Player | null> {
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
