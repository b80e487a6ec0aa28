import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { playerKeys } from './keys';

const getAvatar = lazyCall('avatar', 'getAvatar');

/** The player's avatar (second API). */
export function useAvatarQuery(enabled: boolean) {
  return useQuery(enabled ? playerKeys.avatar() : null, unwrap(getAvatar), { revalidateOnFocus: false });
}
