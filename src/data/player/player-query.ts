import { lazyCall } from '@/api/lazy';
import { AUTH_ERROR_CODE } from '@/api/errors';
import type { Player } from '@/api/schemas/player';
import { ApiFailure } from '../core/failure';
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
 * The login check itself (spec 4): a player means logged in, null logged out. Not retried, as
 * before the policy: a failed check reads as logged out until the player logs in or reloads.
 */
export function usePlayerQuery() {
  return useQuery(playerKeys.player(), fetchPlayer, { revalidateOnFocus: false, retry: false });
}
