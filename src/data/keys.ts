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
  limits: () => ['player', 'limits'] as const,
  deposits: (page = 1) => ['player', 'deposits', page] as const,
  withdrawals: (page = 1) => ['player', 'withdrawals', page] as const,
  gameTransactions: (page = 1) => ['player', 'gameTransactions', page] as const,
  freeSpins: (page = 1) => ['player', 'freeSpins', page] as const,
  campaigns: () => ['player', 'campaigns'] as const,
  verification: () => ['player', 'verification'] as const,
  favourites: () => ['player', 'favourites'] as const,
  recentGames: () => ['player', 'recentGames'] as const,
  jackpots: () => ['games', 'jackpots'] as const,
  bonusWheel: () => ['player', 'bonusWheel'] as const,
  avatar: () => ['player', 'avatar'] as const,
  bonusGameProgress: () => ['player', 'bonusGameProgress'] as const,
  menu: () => ['games', 'menu'] as const,
  contentPage: (slug: string, preview: boolean) => ['content', 'page', slug, preview] as const,
  search: (keyword: string, lang: string, provider?: string) => ['games', 'search', keyword, lang, provider ?? ''] as const,
};

export const isPlayerKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'player';
