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

export function getGameTransactionsPages(page?: number): Promise<ApiResult<Page<BetTransaction>>> {
  return mainGet('transactions/games', betsPageSchema, { page });
}
