import { PLAYER_SCOPE } from '../core/player-scope';

/** Cache keys of the player's documents: in the player's scope (../core/player-scope.ts). */
export const documentsKeys = {
  verification: () => [PLAYER_SCOPE, 'verification'] as const,
  documents: () => [PLAYER_SCOPE, 'documents'] as const,
};
