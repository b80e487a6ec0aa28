import type { ApiResult } from '../errors';
import {
  betsPageSchema,
  depositsPageSchema,
  withdrawalsPageSchema,
  type BetTransaction,
  type DepositsPage,
  type Page,
  type WithdrawalTransaction,
} from '../schemas/transactions';
import { mainGet } from './client';

export function getDepositsTransactionsPages({ page, includeTotalAmounts }: { page?: number; includeTotalAmounts?: boolean } = {}): Promise<ApiResult<DepositsPage>> {
  return mainGet('transactions/deposits', depositsPageSchema, { page, includeTotalAmounts: includeTotalAmounts || undefined });
}

export function getWithdrawsTransactionsPages(page?: number): Promise<ApiResult<Page<WithdrawalTransaction>>> {
  return mainGet('transactions/withdrawals', withdrawalsPageSchema, { page });
}

/**
 * The game-action filters (spec 7.1 "optional filters"; the spec names none, so these are ours,
 * docs/decisions.md "Wallet"): ISO 8601 instants, `startTime` inclusive and `endTime` exclusive.
 */
export type GameActionFilters = { startTime?: string; endTime?: string };

export function getGameTransactionsPages(page?: number, { startTime, endTime }: GameActionFilters = {}): Promise<ApiResult<Page<BetTransaction>>> {
  return mainGet('transactions/games', betsPageSchema, { page, startTime, endTime });
}
