import * as z from 'zod/mini';
import type { Cents } from '@/lib/money';
import { parseAmount } from '@/lib/money-read';
import type { AmountBounds } from '@/lib/rules/bounds';
import { DEPOSIT_INPUT_MAX_LENGTH, depositAmountError } from '@/lib/rules/deposit';

/** What is wrong with a typed amount: a `forms:` key and, for a bound, the bound's amount. */
export type AmountProblem = { key: string; amount?: Cents };

/**
 * Spec 5 "Deposit amount": at most 6 characters, read with the one money parser (required, a
 * number of euros with at most 2 decimals), then within the method's bounds.
 */
export function depositAmountProblem(text: string, bounds: AmountBounds): AmountProblem | null {
  if (text.length > DEPOSIT_INPUT_MAX_LENGTH) return { key: 'forms:amountTooLong' };
  const parsed = parseAmount(text);
  if (!parsed.ok) return { key: parsed.error };
  return depositAmountError(parsed.cents, bounds);
}

/** The amount a valid form holds, in cents. */
export function depositAmountOf(text: string): Cents | null {
  const parsed = parseAmount(text);
  return parsed.ok ? parsed.cents : null;
}

export type PayWith = 'stored' | 'provider';
export type DepositValues = { amount: string; payWith: PayWith };

/** The deposit form's schema for one method's bounds; `message` turns a problem into the text the field shows. */
export function depositSchema(bounds: AmountBounds, message: (problem: AmountProblem) => string) {
  return z.object({
    amount: z.string().check(
      z.refine((text) => depositAmountProblem(text, bounds) === null, {
        error: (issue) => message(depositAmountProblem(typeof issue.input === 'string' ? issue.input : '', bounds) ?? { key: 'forms:invalidAmount' }),
      }),
    ),
    payWith: z.enum(['stored', 'provider']),
  });
}
