import { PLAYER_SCOPE } from '../core/player-scope';

/** Cache keys of the player and their session: all in the player's scope (../core/player-scope.ts). */
export const playerKeys = {
  player: () => [PLAYER_SCOPE] as const,
  balance: () => [PLAYER_SCOPE, 'balance'] as const,
  activity: () => [PLAYER_SCOPE, 'activity'] as const,
  loyalty: () => [PLAYER_SCOPE, 'loyalty'] as const,
  avatar: () => [PLAYER_SCOPE, 'avatar'] as const,
};
