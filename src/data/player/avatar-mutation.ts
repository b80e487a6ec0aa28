import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiResult } from '@/api/errors';
import { lazyCall } from '@/api/lazy';
import type { Avatar } from '@/lib/avatars';
import { playerKeys } from './keys';

const setAvatar = lazyCall('avatar', 'setAvatar');

/**
 * setAvatar (spec 7.2 POST /user/avatar): the saved avatar goes into the cache at once, so the
 * profile panel and the account corner show it without asking again.
 */
export function useSaveAvatar(): (id: number) => Promise<ApiResult<Avatar>> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id) => {
      const answer = await setAvatar(id);
      if (answer.success) await mutate(playerKeys.avatar(), answer.data, { revalidate: false });
      return answer;
    },
    [mutate],
  );
}
