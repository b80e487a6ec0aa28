/** Polling intervals of spec 9, in milliseconds. */
export const POLL = {
  limitsAndRealityCheck: 5_000,
  freeSpinsAndBalance: 10_000,
  recentAndFavourites: 60_000,
  jackpots: 20_000,
  maintenance: 60_000,
} as const;
