/** What is wrong with a typed number of loyalty points: a `promotions:` key for the field. */
export type PointsProblem = 'promotions:points.errors.required' | 'promotions:points.errors.whole' | 'promotions:points.errors.positive' | 'promotions:points.errors.tooMany';

const DIGITS = /^\d+$/;

/**
 * Converting loyalty points (POST /player/convertLoyaltyPoints, pointAmount): whole points,
 * more than 0 and no more than the player has. The form and the mock backend share it.
 */
export function pointsProblem(text: string, balance: number): PointsProblem | null {
  const typed = text.trim();
  if (typed === '') return 'promotions:points.errors.required';
  if (!DIGITS.test(typed)) return 'promotions:points.errors.whole';
  const points = Number(typed);
  if (points <= 0) return 'promotions:points.errors.positive';
  if (points > balance) return 'promotions:points.errors.tooMany';
  return null;
}

/** The points a valid amount holds. */
export const pointsOf = (text: string): number => Number(text.trim());
