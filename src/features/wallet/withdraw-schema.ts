import * as z from 'zod/mini';
import type { Cents } from '@/lib/money';
import { parseAmount } from '@/lib/money-read';
import type { AmountBounds } from '@/lib/rules/bounds';
import { withdrawAmountError } from '@/lib/rules/withdraw';

/**
 * Spec 5 limits only the deposit's field (6 characters). A withdrawal is often of a balance
 * with cents, so its field takes the default maximum with them: "100000.00".
 */
export const WITHDRAW_INPUT_MAX_LENGTH = 9;

/** What is wrong with a typed amount: a `forms:` key and, for a bound, the bound's amount. */
export type WithdrawAmountProblem = { key: string; amount?: Cents };

/**
 * Spec 5 "Withdraw": read with the one money parser (required, euros with at most 2
 * decimals), then within the method's bounds and not above what can be withdrawn now.
 */
export function withdrawAmountProblem(text: string, bounds: AmountBounds, withdrawable: Cents | null): WithdrawAmountProblem | null {
  const parsed = parseAmount(text);
  if (!parsed.ok) return { key: parsed.error };
  return withdrawAmountError(parsed.cents, bounds, withdrawable);
}

/** The amount the field reads as, in cents, or null when it is empty or unreadable. */
export function withdrawAmountOf(text: string): Cents | null {
  const parsed = parseAmount(text);
  return parsed.ok ? parsed.cents : null;
}

/**
 * Whether the text has a character no amount has (a letter, a sign): anything but the digits, the
 * decimal mark and the spaces parseAmount reads. Text without one may still become an amount as
 * it is typed ("12." on its way to "12.50").
 */
export const neverAnAmount = (text: string): boolean => /[^\d.,\s]/.test(text);

export type WithdrawValues = { amount: string };

/** The withdraw form's schema; `message` turns a problem into the text the field shows. */
export function withdrawSchema(bounds: AmountBounds, withdrawable: Cents | null, message: (problem: WithdrawAmountProblem) => string) {
  return z.object({
    amount: z.string().check(
      z.refine((text) => withdrawAmountProblem(text, bounds, withdrawable) === null, {
        error: (issue) =>
          message(withdrawAmountProblem(typeof issue.input === 'string' ? issue.input : '', bounds, withdrawable) ?? { key: 'forms:invalidAmount' }),
      }),
    ),
  });
}
