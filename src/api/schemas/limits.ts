import * as z from 'zod/mini';
import { cents, type Cents } from '@/lib/money';
import { LIMIT_MAX, LIMIT_MIN, LOSS_LIMIT_KINDS, type LimitsCoolOff, type LossLimitKind } from '@/lib/rules/limits';
import { currency, money, nullableMoney, timestamp } from './common';

/**
 * GET /player/limits, as the mock serves it (the spec shows only the pieces):
 *
 *   { success: true,
 *     limits: { dailyLoss: Limit, weeklyLoss: Limit, monthlyLoss: Limit,
 *               coolOff?: { endTime } },          // present only during a cool-off; spec 3 also has it a flag
 *     trueLimits: [{ dailyLoss: true, amount, newAmount, increasingToBeConfirmed }, ...],
 *     realityCheck: { intervalMinutes, nextTime, due } }
 *
 * Amounts are euros on the wire; `amount: null` is "no limit" (the default daily limit).
 * It is normalised to { limits, coolOff, trueLimits (with `kind`), realityCheck }.
 */

/** The kinds, periods and cool-off days are the rules' own (src/lib/rules/limits.ts). */
export { LOSS_LIMIT_KINDS, type LossLimitKind };
export type { CoolOffDays, LimitPeriod } from '@/lib/rules/limits';

const moneyOr = (fallback: Cents) => z.pipe(z.nullish(money), z.transform((value) => value ?? fallback));
const nullableTimestamp = z.pipe(z.nullish(timestamp), z.transform((value) => value ?? null));
const flag = z.pipe(z.nullish(z.boolean()), z.transform((value) => value ?? false));

/**
 * Spec 3 has the cool-off both as a record and as a flag: `true`, or an object whose endTime is
 * missing, null or no date (a timestamp or epoch milliseconds), is one in force with no known end; `{ endTime: <timestamp> }` one
 * until then (a past end is judged in the rules, src/lib/rules/limits.ts); false, null or absent,
 * none. Any other shape was never seen and reads as none, as it always has.
 */
const coolOffRecord = z.lazy(() => z.catch(
  z.pipe(
    z.union([z.nullish(z.boolean()), z.looseObject({ endTime: z.optional(z.unknown()) })]),
    z.transform((wire): LimitsCoolOff | null => {
      if (wire === true) return { until: null };
      if (!wire) return null;
      const end = wire.endTime;
      // A timestamp, or milliseconds since the epoch; anything else says only that one is in force.
      const at = typeof end === 'string' ? Date.parse(end) : typeof end === 'number' ? end : Number.NaN;
      return { until: Number.isFinite(at) ? new Date(at).toISOString() : null };
    }),
  ),
  null,
));

/** Spec 3 "Limit". */
export const limitSchema = z.lazy(() => z.object({
  amount: nullableMoney,
  usedAmount: moneyOr(cents(0)),
  minAmount: moneyOr(LIMIT_MIN),
  maxAmount: moneyOr(LIMIT_MAX),
  autoRenew: flag,
  newAmount: nullableMoney,
  amountEffectiveTime: nullableTimestamp,
  endTime: nullableTimestamp,
  currency,
}));
export type Limit = z.infer<typeof limitSchema>;

const unsetLimit: Limit = {
  amount: null,
  usedAmount: cents(0),
  minAmount: LIMIT_MIN,
  maxAmount: LIMIT_MAX,
  autoRenew: false,
  newAmount: null,
  amountEffectiveTime: null,
  endTime: null,
  currency: 'EUR',
};
const limitOrUnset = z.lazy(() => z.pipe(z.nullish(limitSchema), z.transform((value) => value ?? unsetLimit)));

/** Spec 3 "TrueLimits entry": the kind is whichever of dailyLoss/weeklyLoss/monthlyLoss the entry carries. */
const trueLimitEntry = z.lazy(() => z.pipe(
  z.looseObject({
    amount: nullableMoney,
    newAmount: nullableMoney,
    increasingToBeConfirmed: flag,
    dailyLoss: z.optional(z.unknown()),
    weeklyLoss: z.optional(z.unknown()),
    monthlyLoss: z.optional(z.unknown()),
  }),
  z.transform((entry) => ({
    kind: LOSS_LIMIT_KINDS.find((kind) => entry[kind] !== undefined && entry[kind] !== null && entry[kind] !== false) ?? null,
    amount: entry.amount,
    newAmount: entry.newAmount,
    increasingToBeConfirmed: entry.increasingToBeConfirmed,
  })),
));
export type TrueLimit = { kind: LossLimitKind; amount: Cents | null; newAmount: Cents | null; increasingToBeConfirmed: boolean };

/** The reality-check reminder: off when `intervalMinutes` is null; `due` is judged on the server's clock. */
export const realityCheckSchema = z.lazy(() => z.object({
  intervalMinutes: z.pipe(z.nullish(z.int()), z.transform((value) => value ?? null)),
  nextTime: nullableTimestamp,
  due: flag,
}));
export type RealityCheck = z.infer<typeof realityCheckSchema>;

export const limitsSchema = z.lazy(() => z.pipe(
  z.object({
    limits: z.object({
      dailyLoss: limitOrUnset,
      weeklyLoss: limitOrUnset,
      monthlyLoss: limitOrUnset,
      coolOff: coolOffRecord,
    }),
    trueLimits: z.pipe(z.nullish(z.array(trueLimitEntry)), z.transform((value) => value ?? [])),
    realityCheck: z.pipe(z.nullish(realityCheckSchema), z.transform((value) => value ?? null)),
  }),
  z.transform(({ limits: { coolOff, ...limits }, trueLimits, realityCheck }) => ({
    limits,
    coolOff,
    trueLimits: trueLimits.filter((entry): entry is TrueLimit => entry.kind !== null),
    realityCheck,
  })),
));
export type Limits = z.infer<typeof limitsSchema>;

/**
 * POST player/limit/coolOff. Spec 3 shows no answer beyond success; the mock names the end
 * (`coolOffUntil`), and an answer without it is a cool-off started all the same (null: not said).
 */
export const coolOffSchema = z.lazy(() => z.object({ coolOffUntil: nullableTimestamp }));
export type CoolOff = z.infer<typeof coolOffSchema>;
