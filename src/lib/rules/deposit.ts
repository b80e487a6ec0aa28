import type { Locale } from '@/routes/href';
import { wholeEuros, type Cents } from '../money';
import type { Country } from '../validation';
import { outsideBounds, type AmountBounds } from './bounds';

/** Spec 5 and 9: the bounds when a payment method names none. */
export const DEPOSIT_MIN = wholeEuros(10);
export const DEPOSIT_MAX = wholeEuros(100_000);
export const DEPOSIT_BOUNDS: AmountBounds = { min: DEPOSIT_MIN, max: DEPOSIT_MAX };

/** Spec 5: the amount field takes at most 6 characters ("100000"). */
export const DEPOSIT_INPUT_MAX_LENGTH = 6;

export type DepositAmountError = { key: 'forms:minDeposit' | 'forms:maxDeposit'; amount: Cents };

/** Spec 5: the message names the bound that was crossed, with its amount. */
export function depositAmountError(amount: Cents, bounds: AmountBounds = DEPOSIT_BOUNDS): DepositAmountError | null {
  const outside = outsideBounds(amount, bounds);
  if (outside === 'min') return { key: 'forms:minDeposit', amount: bounds.min };
  if (outside === 'max') return { key: 'forms:maxDeposit', amount: bounds.max };
  return null;
}

/** Spec 9: the quick choices by the last successful deposit, from the highest tier down to the one from 0. */
const QUICK_TIERS: readonly { from: Cents; amounts: readonly Cents[] }[] = [
  { from: wholeEuros(100), amounts: [150, 200, 300].map(wholeEuros) },
  { from: wholeEuros(50), amounts: [100, 150, 200].map(wholeEuros) },
  { from: wholeEuros(25), amounts: [50, 100, 200].map(wholeEuros) },
];
const FIRST_TIER: readonly Cents[] = [25, 50, 100].map(wholeEuros);

/** Spec 9: a player with no successful deposit is treated as if the last one was 49 €. */
export const NO_HISTORY_DEPOSIT = wholeEuros(49);

/** The quick amounts to offer after a last successful deposit of `last` (null: none yet). */
export function quickAmounts(last: Cents | null): readonly Cents[] {
  const amount = last ?? NO_HISTORY_DEPOSIT;
  return QUICK_TIERS.find((tier) => amount >= tier.from)?.amounts ?? FIRST_TIER;
}

type DepositLike = { status: string; amount: Cents; createdTime: string };

/** The amount of the latest deposit with status "ok" (spec 3), or null; the list may be in any order. */
export function lastSuccessfulDeposit(deposits: readonly DepositLike[]): Cents | null {
  let latest: DepositLike | null = null;
  for (const deposit of deposits) {
    if (deposit.status === 'ok' && (latest === null || Date.parse(deposit.createdTime) > Date.parse(latest.createdTime))) latest = deposit;
  }
  return latest?.amount ?? null;
}

/** Spec 9: the deposit language is FIN for Finnish and English, EST for Estonian. */
export const depositLanguage = (locale: Locale): Country => (locale === 'et' ? 'EST' : 'FIN');
