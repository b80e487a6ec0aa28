import * as z from 'zod/mini';
import { readWire, WIRE_AMOUNT } from '@/lib/money-read';

/**
 * Shared response pieces. Money arrives as euros (a JSON number or a decimal string) and is
 * held as integer cents from here on, so nothing sums floats (DESIGN.md). An amount with more
 * than 2 decimals fails the answer (spec 7.5 "Unexpected error") instead of being rounded.
 */
export const money = z.pipe(
  z.union([z.number(), z.string().check(z.regex(WIRE_AMOUNT))]),
  z.transform((value, ctx) => {
    const amount = readWire(value);
    if (amount !== null) return amount;
    ctx.issues.push({ code: 'custom', input: value, message: 'Not an amount of euros with at most 2 decimals' });
    return z.NEVER;
  }),
);
export type { Cents } from '@/lib/money';

export const nullableMoney = z.pipe(
  z.nullish(money),
  z.transform((value) => value ?? null),
);

export const currency = z._default(z.string().check(z.regex(/^[A-Z]{3}$/)), 'EUR');

/** ISO timestamps as the backend sends them; kept as strings, parsed where shown. */
export const timestamp = z.string().check(z.minLength(1));

/** An answer whose only content is success. */
export const okSchema = z.lazy(() => z.looseObject({ success: z.optional(z.boolean()) }));

/** Pages of a list (spec 7.1 "page"). */
export const pageInfo = {
  page: z._default(z.int(), 1),
  pageCount: z._default(z.int(), 1),
  count: z._default(z.int(), 0),
};
