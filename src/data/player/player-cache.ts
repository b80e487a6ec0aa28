import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { Activity, Balance, Player } from '@/api/schemas/player';
import { isPlayerKey } from '../core/player-scope';
import { playerKeys } from './keys';

export type PlayerCache = {
  /** Drops every piece of the player's data (logout, 115): nothing of them stays visible. */
  clearPlayerData: () => Promise<void>;
  setPlayer: (player: Player) => Promise<void>;
  setBalance: (balance: Balance) => Promise<void>;
  setActivity: (activity: Activity) => Promise<void>;
};

const isPlayerItself = (key: unknown) => JSON.stringify(key) === JSON.stringify(playerKeys.player());

/**
 * Writes the login flow's answers into the cache (spec 4), so the screens that read them do
 * not ask again, and clears it all on logout.
 */
export function usePlayerCache(): PlayerCache {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const set = async (key: readonly unknown[], data: unknown) => {
      await mutate(key, data, { revalidate: false });
    };
    return {
      clearPlayerData: async () => {
        // The player's other data first, then the player: once null, the screens read logged out.
        await mutate((key) => isPlayerKey(key) && !isPlayerItself(key), undefined, { revalidate: false });
        await set(playerKeys.player(), null);
      },
      setPlayer: (player) => set(playerKeys.player(), player),
      setBalance: (balance) => set(playerKeys.balance(), balance),
      setActivity: (activity) => set(playerKeys.activity(), activity),
    };
  }, [mutate]);
}
