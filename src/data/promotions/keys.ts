import { PLAYER_SCOPE } from '../core/player-scope';

/** Cache keys of the player's bonuses: all in the player's scope (../core/player-scope.ts). */
export const promotionsKeys = {
  campaigns: () => [PLAYER_SCOPE, 'campaigns'] as const,
  freeSpins: (page = 1) => [PLAYER_SCOPE, 'freeSpins', page] as const,
  bonusWheel: () => [PLAYER_SCOPE, 'bonusWheel'] as const,
  bonusGameProgress: () => [PLAYER_SCOPE, 'bonusGameProgress'] as const,
  bonusGameRewards: () => [PLAYER_SCOPE, 'bonusGameRewards'] as const,
};

/** Whether a cache key is a page of the free-spin list (any page). */
export const isFreeSpinsKey = (key: unknown): boolean => {
  const sample = promotionsKeys.freeSpins();
  return Array.isArray(key) && key[0] === sample[0] && key[1] === sample[1];
};
