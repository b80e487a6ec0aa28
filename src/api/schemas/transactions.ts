import * as z from 'zod/mini';
import { currency, money, pageInfo, timestamp } from './common';

/** Items per page of every paginated list (transactions, free spins). */
export const PAGE_SIZE = 10;

/** One page of a list, normalised: the wire calls the items `transactions`. */
export type Page<T> = { page: number; pageCount: number; count: number; items: T[] };

export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.object({ ...pageInfo, transactions: z.pipe(z.nullish(z.array(item)), z.transform((value) => value ?? [])) }),
    z.transform(({ page, pageCount, count, transactions }): Page<z.output<T>> => ({ page, pageCount, count, items: transactions })),
  );
}

/** Ids arrive as strings or numbers depending on the backend; the app keys lists by strings. */
const id = z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String)));

/** Spec 3 "Deposit transaction": only status "ok" counts as successful. */
export const depositTransactionSchema = z.lazy(() => z.pipe(
  z.object({ id, status: z.string(), amount: money, currency, method: z.optional(z.string()), createdTime: timestamp }),
  z.transform((value) => ({ ...value, successful: value.status === 'ok' })),
));
export type DepositTransaction = z.infer<typeof depositTransactionSchema>;

export const withdrawalTransactionSchema = z.lazy(() => z.object({
  id,
  reference: z.optional(z.string()),
  status: z.string(),
  amount: money,
  currency,
  method: z.optional(z.string()),
  createdTime: timestamp,
}));
export type WithdrawalTransaction = z.infer<typeof withdrawalTransactionSchema>;

/** Spec 3 "Bet transaction". */
export const betTransactionSchema = z.lazy(() => z.object({
  id,
  winAmount: money,
  betAmount: money,
  productTranslation: z.string(),
  currency,
  createdTime: timestamp,
}));
export type BetTransaction = z.infer<typeof betTransactionSchema>;

/** Totals over all pages, sent when `includeTotalAmounts` is asked for. */
const totalAmounts = z.lazy(() => z.pipe(
  z.nullish(z.object({ deposits: money, withdrawals: money })),
  z.transform((value) => value ?? null),
));

export const depositsPageSchema = z.lazy(() => z.pipe(
  z.object({ ...pageInfo, transactions: z.pipe(z.nullish(z.array(depositTransactionSchema)), z.transform((v) => v ?? [])), totalAmounts }),
  z.transform(({ transactions, ...rest }) => ({ ...rest, items: transactions })),
));
export type DepositsPage = z.infer<typeof depositsPageSchema>;

export const withdrawalsPageSchema = z.lazy(() => pageOf(withdrawalTransactionSchema));
export const betsPageSchema = z.lazy(() => pageOf(betTransactionSchema));
