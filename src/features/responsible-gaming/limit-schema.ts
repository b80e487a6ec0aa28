import * as z from 'zod/mini';
import { parseAmount } from '@/lib/money-read';
import type { Cents } from '@/lib/money';
import type { AmountBounds } from '@/lib/rules/bounds';
import { isCoolOffDays, lossLimitProblem, type LossLimitKind, type LossLimitProblem } from '@/lib/rules/limits';
import { requiredField } from '@/lib/form-rules';

/** What is wrong with a typed limit: nothing typed, or one of spec 5's loss-limit rules. */
export type LimitInputProblem = { key: 'forms:requiredField' } | LossLimitProblem;

/**
 * Spec 5 "Loss limit" for what a player typed: a whole number of euros within the limit's
 * bounds, otherwise the "Min X€ - Max Y€" message (text that is no amount at all, or a
 * decimal, included); then the order against the other limits (`others`).
 */
export function limitInputProblem(
  text: string,
  kind: LossLimitKind,
  others: Readonly<Record<LossLimitKind, Cents | null>>,
  bounds: AmountBounds,
): LimitInputProblem | null {
  const parsed = parseAmount(text);
  if (!parsed.ok) return parsed.error === 'forms:requiredField' ? { key: 'forms:requiredField' } : { key: 'forms:limitRange', min: bounds.min, max: bounds.max };
  return lossLimitProblem(kind, parsed.cents, others, bounds);
}

/** The amount a valid form holds, in cents. */
export function limitAmountOf(text: string): Cents | null {
  const parsed = parseAmount(text);
  return parsed.ok ? parsed.cents : null;
}

export type LimitValues = { amount: string; autoRenew: boolean };

/** The loss-limit form's schema for one limit; `message` turns a problem into the text the field shows. */
export function limitSchema(
  kind: LossLimitKind,
  others: Readonly<Record<LossLimitKind, Cents | null>>,
  bounds: AmountBounds,
  message: (problem: LimitInputProblem) => string,
) {
  const problemOf = (input: unknown) => limitInputProblem(typeof input === 'string' ? input : '', kind, others, bounds);
  return z.object({
    amount: z.string().check(
      z.refine((text) => problemOf(text) === null, {
        error: (issue) => message(problemOf(issue.input) ?? { key: 'forms:requiredField' }),
      }),
    ),
    autoRenew: z.boolean(),
  });
}

/** The answer to a cool-off with a wrong password (src/api/main/limits.ts). */
export const WRONG_PASSWORD = 109;

export type CoolOffValues = { days: string; password: string };

/**
 * Spec 5 "Cool-off": 1, 3 or 7 days, and the password. The errors are translation keys, which
 * the fields translate.
 */
export const coolOffSchema = z.object({
  days: z.string().check(z.refine((value) => isCoolOffDays(Number(value)), { error: 'limits:coolOff.chooseDays' })),
  password: requiredField(),
});
