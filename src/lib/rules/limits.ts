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
/** The quick stop (issue 14): a cool-off of one day, started from the navbar or the mobile toolbar. */
export const QUICK_STOP_DAYS = 1 satisfies CoolOffDays;
/** When a cool-off of `days` started at `from` ends. */
export const coolOffEnd = (from: Date, days: number): Date => new Date(from.getTime() + days * 86_400_000);

/**
 * The cool-off the limits carry (spec 3: a record "may also carry coolOff", the defaults have "a
 * coolOff flag"): its end, a valid timestamp, or null when the backend says only that there is
 * one (a bare flag, or an end that is no date). No cool-off is no record at all (null).
 */
export type LimitsCoolOff = { until: string | null };

/** A cool-off in force: until `until`, or with no known end (null), which lasts until the backend stops sending it. */
export type CoolOffInForce = { until: Date | null };

/** The limits' cool-off while it is in force at `now`; null without one, or once its end has passed. */
export function coolOffInForce(coolOff: LimitsCoolOff | null | undefined, now: Date): CoolOffInForce | null {
  if (!coolOff) return null;
  if (coolOff.until === null) return { until: null };
  const end = new Date(coolOff.until);
  return end.getTime() > now.getTime() ? { until: end } : null;
}

/**
 * A cool-off in force that lasts at least as long as a quick stop's day would, or null: with
 * none, or one that ends sooner, a quick stop still means something. A quick stop never shortens
 * a cool-off (the backend keeps the later end), so under a longer one it would change nothing but
 * log the player out. One with no known end counts as longer: nothing says it ends sooner.
 */
export function longerBreak(coolOff: LimitsCoolOff | null | undefined, now: Date): CoolOffInForce | null {
  const inForce = coolOffInForce(coolOff, now);
  if (!inForce?.until) return inForce;
  return inForce.until.getTime() >= coolOffEnd(now, QUICK_STOP_DAYS).getTime() ? inForce : null;
}

/** Spec 3 and 9: a new player's deposit limits; daily 0 stands for no daily limit set. */
export const DEFAULT_DEPOSIT_LIMITS: Readonly<Record<LossLimitKind, Cents>> = {
  dailyLoss: wholeEuros(0),
  weeklyLoss: wholeEuros(1_000),
  monthlyLoss: wholeEuros(2_000),
};

/** Spec 5: what is wrong with a new loss limit, the amount's own range first, then its order. */
export type LossLimitProblem = LimitAmountError | LimitOrderError;

/**
 * Spec 5 in one call, as the form and the mock backend apply it: a whole number of euros within
 * the limit's bounds, then daily ≤ weekly ≤ monthly against the other limits (`others`; the
 * kind's own entry is ignored). Null when the amount may be saved.
 */
export function lossLimitProblem(
  kind: LossLimitKind,
  amount: Cents,
  others: Readonly<Partial<Record<LossLimitKind, Cents | null>>>,
  bounds: AmountBounds = LIMIT_BOUNDS,
): LossLimitProblem | null {
  return limitAmountError(amount, bounds) ?? limitOrderError(kind, amount, others);
}

/**
 * What a change does to the player's protection, null being no limit: a tighter limit (lower,
 * or a first one) applies at once; a looser one (higher, or a removal) waits before it can be
 * confirmed (the issue: "an increase waits before it applies"); the same amount changes nothing.
 */
export type LimitChange = 'same' | 'tighter' | 'looser';

export function limitChange(current: Cents | null, next: Cents | null): LimitChange {
  if (current === next) return 'same';
  if (next === null) return 'looser';
  if (current === null) return 'tighter';
  return next < current ? 'tighter' : 'looser';
}

/**
 * How long a looser limit waits before the player may confirm it: 24 hours, the UK Gambling
 * Commission's minimum (RTS 12). The backend decides; the screen shows its amountEffectiveTime.
 * The mock backend waits this long.
 */
export const LIMIT_LOOSENING_WAIT_MS = 24 * 60 * 60 * 1000;

/** A limit as the order rule sees it: its amount and a pending change (pending with no new amount is a removal). */
export type LimitState = { amount: Cents | null; pending: boolean; newAmount: Cents | null };

/** Where a limit is heading: a pending change counts, so limits cannot end up out of order once it is confirmed. */
export const limitTarget = ({ amount, pending, newAmount }: LimitState): Cents | null => (pending ? newAmount : amount);

/** Spec 3: a player who has set no loss limit at all (nothing set, nothing pending) has the default deposit limits. */
export const hasNoLossLimits = (limits: Readonly<Record<LossLimitKind, LimitState>>): boolean =>
  LOSS_LIMIT_KINDS.every((kind) => limits[kind].amount === null && !limits[kind].pending);

/** The default deposit limits as limit amounts: the daily 0 is no daily limit. */
export const DEFAULT_LIMIT_AMOUNTS: Readonly<Record<LossLimitKind, Cents | null>> = {
  dailyLoss: DEFAULT_DEPOSIT_LIMITS.dailyLoss || null,
  weeklyLoss: DEFAULT_DEPOSIT_LIMITS.weeklyLoss || null,
  monthlyLoss: DEFAULT_DEPOSIT_LIMITS.monthlyLoss || null,
};

/**
 * The amounts a new limit is compared with (spec 5): each limit's target, or, for a player who
 * has set none, the default deposit limits that apply to them (spec 3).
 */
export function limitTargets(limits: Readonly<Record<LossLimitKind, LimitState>>): Record<LossLimitKind, Cents | null> {
  if (hasNoLossLimits(limits)) return { ...DEFAULT_LIMIT_AMOUNTS };
  return { dailyLoss: limitTarget(limits.dailyLoss), weeklyLoss: limitTarget(limits.weeklyLoss), monthlyLoss: limitTarget(limits.monthlyLoss) };
}
