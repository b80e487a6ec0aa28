import type { Cents } from '../money';

/** A payment method's or a limit's range, in cents, both ends allowed. */
export type AmountBounds = { readonly min: Cents; readonly max: Cents };

/** Which end of the range an amount falls beyond, or null when it is within. */
export function outsideBounds(amount: Cents, { min, max }: AmountBounds): 'min' | 'max' | null {
  if (amount < min) return 'min';
  if (amount > max) return 'max';
  return null;
}
