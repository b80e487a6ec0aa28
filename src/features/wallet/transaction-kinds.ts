/** The three transaction lists (spec 2.4: deposits, withdrawals, game actions). */
export type TransactionKind = 'deposits' | 'withdraws' | 'game-actions';

/** Each list's own page (spec 2.1; spec 2.4: "show all" leads there). */
export const PAGE_OF = { deposits: 'transactionsDeposits', withdraws: 'transactionsWithdraw', 'game-actions': 'transactionsGameActions' } as const;

/** The site's transaction pages: the overview and each list's own. */
export type TransactionsRoute = 'transactions' | (typeof PAGE_OF)[TransactionKind];

/** Translation key part of each list. */
export const NAME = { deposits: 'deposits', withdraws: 'withdraws', 'game-actions': 'gameActions' } as const;
