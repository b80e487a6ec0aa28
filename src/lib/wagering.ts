import { cents, type Cents } from './money';

export type Wagering = Readonly<{ played: Cents; required: Cents }>;

/**
 * Spec 3 "Balance": the wagering progress is totalTurnover minus currentTurnover (what is left
 * to play), against totalTurnover. Amounts are whole cents already, which is the spec's
 * rounding to 2 decimals; a backend that reports more left than required shows nothing played.
 */
export function wageringOf({ totalTurnover, currentTurnover }: { totalTurnover: Cents; currentTurnover: Cents }): Wagering | null {
  if (totalTurnover <= 0) return null;
  return { played: cents(Math.min(totalTurnover, Math.max(0, totalTurnover - currentTurnover))), required: totalTurnover };
}
