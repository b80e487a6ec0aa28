/**
 * SWR key factory: every cache key is built here, for fetching and for mutate alike.
 * Everything that belongs to the logged-in player starts with 'player', so logging out can
 * drop it all at once.
 */
export const keys = {
  maintenance: () => ['content', 'maintenance'] as const,
  player: () => ['player'] as const,
  balance: () => ['player', 'balance'] as const,
  activity: () => ['player', 'activity'] as const,
  loyalty: () => ['player', 'loyalty'] as const,
};

export const isPlayerKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'player';
