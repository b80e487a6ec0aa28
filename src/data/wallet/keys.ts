import { PLAYER_SCOPE } from '../core/player-scope';

/** Cache keys of the player's money movements: all in the player's scope (../core/player-scope.ts). */
export const walletKeys = {
  deposits: (page = 1) => [PLAYER_SCOPE, 'deposits', page] as const,
  withdrawals: (page = 1) => [PLAYER_SCOPE, 'withdrawals', page] as const,
  gameTransactions: (page = 1, startTime = '', endTime = '') => [PLAYER_SCOPE, 'gameTransactions', page, startTime, endTime] as const,
  /** The deposits and withdrawals from a month on, all pages (the net position, #13). */
  moneyHistory: (firstMonth: string, timeZone: string) => [PLAYER_SCOPE, 'moneyHistory', firstMonth, timeZone] as const,
  /** Every round since the session began, summed (the reality check, #14). */
  sessionNet: (startTime: string, reminder: string) => [PLAYER_SCOPE, 'sessionNet', startTime, reminder] as const,
  paymentMethods: () => [PLAYER_SCOPE, 'paymentMethods'] as const,
  depositStatus: (token: string) => [PLAYER_SCOPE, 'depositStatus', token] as const,
  // The withdrawal (#13 part 2).
  withdrawInit: () => [PLAYER_SCOPE, 'withdrawInit'] as const,
  pendingWithdrawals: () => [PLAYER_SCOPE, 'pendingWithdrawals'] as const,
};

/** Whether a key is one of the deposit list's pages (any page). */
export const isDepositsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === PLAYER_SCOPE && key[1] === 'deposits';

/** Whether a key is one of the withdrawal list's pages (any page). */
export const isWithdrawalsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === PLAYER_SCOPE && key[1] === 'withdrawals';
