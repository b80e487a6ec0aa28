import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { lazyCall } from '@/api/lazy';
import { playerKeys } from './keys';

const updatePlayerFields = lazyCall('player', 'updatePlayerFields');

/** The marketing prompt's yes (spec 4): SMS and email marketing on. */
export const acceptMarketing = () => updatePlayerFields({ receiveSms: true, receiveEmail: true });

/** Asks for the player again after a change to their data; resolves once answered. */
export function useRefreshPlayer(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(playerKeys.player());
  }, [mutate]);
}
