/**
 * Every cache key that belongs to the logged-in player starts with this, whatever its domain,
 * so logging out (or a 115 anywhere) drops all of it in one call and nothing of the previous
 * player stays visible to the next.
 */
export const PLAYER_SCOPE = 'player';

export const isPlayerKey = (key: unknown): boolean => Array.isArray(key) && key[0] === PLAYER_SCOPE;
