import * as z from 'zod/mini';
import { mustAccept } from '@/lib/form-rules';
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

/** The countries a new customer can deposit from (spec 3: FIN, EST; spec 9). */
export const DEPOSIT_COUNTRIES = ['FIN', 'EST'] as const;

/**
 * The form's values. `country` and the two policies are what a new customer (spec 6, 7.1) gives
 * besides the amount; a logged-in player's form holds them as accepted (at registration) and
 * does not show them.
 */
export type DepositValues = {
  amount: string;
  payWith: PayWith;
  country: (typeof DEPOSIT_COUNTRIES)[number];
  policyChecked: boolean;
  privacyPolicyChecked: boolean;
};

/** The deposit form's schema for one method's bounds; `message` turns a problem into the text the field shows. */
export function depositSchema(bounds: AmountBounds, message: (problem: AmountProblem) => string) {
  return z.object({
    amount: z.string().check(
      z.refine((text) => depositAmountProblem(text, bounds) === null, {
        error: (issue) => message(depositAmountProblem(typeof issue.input === 'string' ? issue.input : '', bounds) ?? { key: 'forms:invalidAmount' }),
      }),
    ),
    payWith: z.enum(['stored', 'provider']),
    country: z.enum(DEPOSIT_COUNTRIES, 'forms:requiredField'),
    policyChecked: mustAccept(),
    privacyPolicyChecked: mustAccept(),
  });
}
