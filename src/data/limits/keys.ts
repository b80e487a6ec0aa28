import { PLAYER_SCOPE } from '../core/player-scope';

/** Cache keys of the player's limits: in the player's scope (../core/player-scope.ts). */
export const limitsKeys = {
  /** The loss and deposit limits, cool-off and reality check come in one answer. */
  limits: () => [PLAYER_SCOPE, 'limits'] as const,
};
