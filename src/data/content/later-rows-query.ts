import { lazyCall } from '@/api/lazy';
import { useQuery } from '../core/query';
import { contentKeys } from './keys';

const getGamesInGroups = lazyCall('content', 'getGamesInGroups', []);

/**
 * The first games of every group, for the lobby rows below a page's first screen (the rows on
 * it come prerendered). Asked once the rows come near the viewport (`enabled`); a failure is
 * an empty list (spec 7.4), which the rows show as not loaded, with a retry.
 */
export function useLaterRowsQuery({ perGroup, enabled }: { perGroup: number; enabled: boolean }) {
  return useQuery(enabled ? contentKeys.rowGames(perGroup) : null, () => getGamesInGroups({ perGroup }), { revalidateOnFocus: false, revalidateIfStale: false });
}
