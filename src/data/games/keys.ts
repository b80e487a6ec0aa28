import { PLAYER_SCOPE } from '../core/player-scope';

/** Cache keys of games: the player's lists in the player's scope, the rest for everyone. */
export const gamesKeys = {
  favourites: () => [PLAYER_SCOPE, 'favourites'] as const,
  recentGames: () => [PLAYER_SCOPE, 'recentGames'] as const,
  jackpots: () => ['games', 'jackpots'] as const,
  menu: () => ['games', 'menu'] as const,
};
