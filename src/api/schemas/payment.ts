import * as z from 'zod/mini';
import { cents, type Cents } from '@/lib/money';
import { DEPOSIT_MAX, DEPOSIT_MIN } from '@/lib/rules/deposit';
import { money, nullableMoney } from './common';

/** A per-currency bound (`minAmount.EUR`) as cents; a missing bound falls back to the spec's deposit default. */
const eurBound = (fallbackCents: Cents) =>
  z.pipe(
    z.nullish(z.looseObject({ EUR: z.nullish(money) })),
    z.transform((value) => value?.EUR ?? fallbackCents),
  );

/** Redirects leave the site, so only http(s) URLs are accepted from the API (DESIGN.md). */
const httpUrl = z.url({ protocol: /^https?$/ });

const storedDetail = z.lazy(() => z.object({
  reference: z.string().check(z.minLength(1)),
  /** A masked account label, when the backend gives one. */
  label: z.optional(z.string()),
}));

/** Spec 3 "Payment method". */
export const paymentMethodSchema = z.lazy(() => z.object({
  method: z.string().check(z.minLength(1)),
  minAmount: eurBound(DEPOSIT_MIN),
  maxAmount: eurBound(DEPOSIT_MAX),
  storedData: z.pipe(
    z.nullish(z.array(storedDetail)),
    z.transform((value) => value ?? []),
  ),
}));
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsSchema = z.lazy(() => z.object({ methods: z.array(paymentMethodSchema) }));
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

export const initDepositSchema = z.lazy(() => z.object({ token: z.string().check(z.minLength(1)), redirectUrl: httpUrl }));
export type InitDeposit = z.infer<typeof initDepositSchema>;

export const confirmDepositSchema = z.lazy(() => z.object({ redirectUrl: httpUrl }));
export type ConfirmDeposit = z.infer<typeof confirmDepositSchema>;

/** Where a provider deposit stands; "ok" is the only successful status (spec 3). */
export const depositStatusSchema = z.lazy(() => z.pipe(
  z.object({ status: z.string(), amount: nullableMoney }),
  z.transform((value) => ({ ...value, successful: value.status === 'ok' })),
));
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/** Spec 3 "Withdraw init response". An unknown cash reserve stays null: the form then refuses to submit (spec 5). */
export const withdrawInitSchema = z.lazy(() => z.object({
  totalBalance: money,
  cashBalance: money,
  promoBalance: z.pipe(nullableMoney, z.transform((value) => value ?? cents(0))),
  cashReserve: nullableMoney,
  methods: z.array(
    z.object({
      method: z.string().check(z.minLength(1)),
      minAmount: eurBound(DEPOSIT_MIN),
      maxAmount: eurBound(DEPOSIT_MAX),
    }),
  ),
}));
export type WithdrawInit = z.infer<typeof withdrawInitSchema>;

export const withdrawSchema = z.lazy(() => z.object({ reference: z.optional(z.string()) }));
export type Withdraw = z.infer<typeof withdrawSchema>;
