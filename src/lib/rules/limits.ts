import { isWholeEuros, wholeEuros, type Cents } from '../money';
import { outsideBounds, type AmountBounds } from './bounds';

/** The loss-limit kinds from the shortest period to the longest. */
export const LOSS_LIMIT_KINDS = ['dailyLoss', 'weeklyLoss', 'monthlyLoss'] as const;
export type LossLimitKind = (typeof LOSS_LIMIT_KINDS)[number];
export type LimitPeriod = 'daily' | 'weekly' | 'monthly';

/** The period word the wire puts in front of a kind's fields (`dailyAmount`, `weeklyConfirmed`). */
export const LIMIT_PERIODS: Readonly<Record<LossLimitKind, LimitPeriod>> = { dailyLoss: 'daily', weeklyLoss: 'weekly', monthlyLoss: 'monthly' };

/** Spec 5 and 9: the bounds when the backend names none. */
export const LIMIT_MIN = wholeEuros(10);
export const LIMIT_MAX = wholeEuros(100_000);
export const LIMIT_BOUNDS: AmountBounds = { min: LIMIT_MIN, max: LIMIT_MAX };

export type LimitAmountError = { key: 'forms:limitRange'; min: Cents; max: Cents };

/** Spec 5: a whole number of euros within the bounds, otherwise the "Min X€ - Max Y€" message. */
export function limitAmountError(amount: Cents, bounds: AmountBounds = LIMIT_BOUNDS): LimitAmountError | null {
  return isWholeEuros(amount) && outsideBounds(amount, bounds) === null ? null : { key: 'forms:limitRange', min: bounds.min, max: bounds.max };
}

export type LimitOrderError = { key: 'forms:noHigherThan' | 'forms:noLowerThan'; other: LossLimitKind; amount: Cents };

/**
 * The nearest period first: when the other limits are in order among themselves, the nearest
 * one is the bound that binds, so the message names the value that actually has to change.
 */
const COMPARED_WITH: Readonly<Record<LossLimitKind, readonly LossLimitKind[]>> = {
  dailyLoss: ['weeklyLoss', 'monthlyLoss'],
  weeklyLoss: ['dailyLoss', 'monthlyLoss'],
  monthlyLoss: ['weeklyLoss', 'dailyLoss'],
};

/**
 * Spec 5: daily ≤ weekly ≤ monthly. A limit above a longer period's is noHigherThan, one below
 * a shorter period's is noLowerThan; `other` names that limit and `amount` its value. Unset
 * limits (null or missing) compare with nothing.
 */
export function limitOrderError(
  kind: LossLimitKind,
  amount: Cents,
  limits: Readonly<Partial<Record<LossLimitKind, Cents | null>>>,
): LimitOrderError | null {
  const rank = LOSS_LIMIT_KINDS.indexOf(kind);
  for (const other of COMPARED_WITH[kind]) {
    const bound = limits[other];
    if (bound === null || bound === undefined) continue;
    const longer = LOSS_LIMIT_KINDS.indexOf(other) > rank;
    if (longer && amount > bound) return { key: 'forms:noHigherThan', other, amount: bound };
    if (!longer && amount < bound) return { key: 'forms:noLowerThan', other, amount: bound };
  }
  return null;
}

/** Spec 5 and 9: the cool-off lasts 1, 3 or 7 days. */
export const COOL_OFF_DAYS = [1, 3, 7] as const;
export type CoolOffDays = (typeof COOL_OFF_DAYS)[number];
export const isCoolOffDays = (days: number): days is CoolOffDays => (COOL_OFF_DAYS as readonly number[]).includes(days);

/** Spec 3 and 9: a new player's deposit limits; daily 0 stands for no daily limit set. */
export const DEFAULT_DEPOSIT_LIMITS: Readonly<Record<LossLimitKind, Cents>> = {
  dailyLoss: wholeEuros(0),
  weeklyLoss: wholeEuros(1_000),
  monthlyLoss: wholeEuros(2_000),
};
