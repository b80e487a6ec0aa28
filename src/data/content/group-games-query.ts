import { lazyCall } from '@/api/lazy';
import { useQuery } from '../core/query';
import { contentKeys } from './keys';

const getGamesByGroupId = lazyCall('content', 'getGamesByGroupId', null);

export type GroupGamesInput = { groupId: number; page: number; pageSize: number; liveCasino: boolean; enabled: boolean };

/** A later page of a group's games (page 1 comes prerendered); null when the content service fails. */
export function useGroupGamesQuery({ groupId, page, pageSize, liveCasino, enabled }: GroupGamesInput) {
  return useQuery(enabled ? contentKeys.groupGames(groupId, page, pageSize) : null, () => getGamesByGroupId(groupId, { page, pageSize, liveCasino }));
}
