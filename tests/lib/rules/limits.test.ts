import fc from 'fast-check';
import { cents, type Cents } from '@/lib/money';
import { parseAmount } from '@/lib/money-read';
import {
  COOL_OFF_DAYS,
  coolOffInForce,
  DEFAULT_DEPOSIT_LIMITS,
  DEFAULT_LIMIT_AMOUNTS,
  hasNoLossLimits,
  isCoolOffDays,
  LIMIT_LOOSENING_WAIT_MS,
  LIMIT_MAX,
  LIMIT_MIN,
  LIMIT_PERIODS,
  limitAmountError,
  limitChange,
  limitOrderError,
  limitTarget,
  limitTargets,
  longerBreak,
  lossLimitProblem,
  LOSS_LIMIT_KINDS,
  type LimitState,
  type LossLimitKind,
} from '@/lib/rules/limits';

const RANGE = { key: 'forms:limitRange', min: 1_000, max: 10_000_000 };
const typed = (text: string): Cents => {
  const result = parseAmount(text);
  if (!result.ok) throw new Error(text);
  return result.cents;
};

describe('loss limit amount (spec 5, 9)', () => {
  it('takes whole euros from 10 to 100000, else "Min - Max"', () => {
    expect([LIMIT_MIN, LIMIT_MAX]).toEqual([1_000, 10_000_000]);
    for (const ok of ['10', '10.00', '11', '99999', '100000']) expect(limitAmountError(typed(ok))).toBeNull();
    for (const bad of ['0', '9', '9.99', '10.50', '10,01', '100000.01', '100001']) expect(limitAmountError(typed(bad))).toEqual(RANGE);
  });

  it('is allowed exactly for whole euros within the bounds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), (value) => {
        const allowed = value % 100 === 0 && value >= 1_000 && value <= 10_000_000;
        expect(limitAmountError(cents(value))).toEqual(allowed ? null : RANGE);
      }),
      { numRuns: 3000 },
    );
  });

  it('reports the bounds the backend names', () => {
    const bounds = { min: cents(500), max: cents(2_000) };
    expect(limitAmountError(cents(2_100), bounds)).toEqual({ key: 'forms:limitRange', min: 500, max: 2_000 });
    expect(limitAmountError(cents(500), bounds)).toBeNull();
  });
});

describe('loss limit order (spec 5: daily ≤ weekly ≤ monthly)', () => {
  const limits = (daily: number | null, weekly: number | null, monthly: number | null) => ({
    dailyLoss: daily === null ? null : cents(daily),
    weeklyLoss: weekly === null ? null : cents(weekly),
    monthlyLoss: monthly === null ? null : cents(monthly),
  });

  it('says which message against which limit', () => {
    const set = limits(5_000, 20_000, 50_000);
    expect(limitOrderError('dailyLoss', cents(25_000), set)).toEqual({ key: 'forms:noHigherThan', other: 'weeklyLoss', amount: 20_000 });
    expect(limitOrderError('weeklyLoss', cents(4_000), set)).toEqual({ key: 'forms:noLowerThan', other: 'dailyLoss', amount: 5_000 });
    expect(limitOrderError('weeklyLoss', cents(60_000), set)).toEqual({ key: 'forms:noHigherThan', other: 'monthlyLoss', amount: 50_000 });
    expect(limitOrderError('monthlyLoss', cents(10_000), set)).toEqual({ key: 'forms:noLowerThan', other: 'weeklyLoss', amount: 20_000 });
    expect(limitOrderError('monthlyLoss', cents(4_000), limits(5_000, null, null))).toEqual({ key: 'forms:noLowerThan', other: 'dailyLoss', amount: 5_000 });
    expect(limitOrderError('dailyLoss', cents(60_000), limits(null, null, 50_000))).toEqual({ key: 'forms:noHigherThan', other: 'monthlyLoss', amount: 50_000 });
  });

  it('allows equal limits and compares unset ones with nothing', () => {
    const set = limits(20_000, 20_000, 20_000);
    for (const kind of LOSS_LIMIT_KINDS) expect(limitOrderError(kind, cents(20_000), set)).toBeNull();
    for (const kind of LOSS_LIMIT_KINDS) expect(limitOrderError(kind, cents(1), limits(null, null, null))).toBeNull();
    expect(limitOrderError('weeklyLoss', cents(1), {})).toBeNull();
  });

  const value = fc.option(fc.integer({ min: 0, max: 10 ** 7 }), { nil: null });
  const kindArb = fc.constantFrom(...LOSS_LIMIT_KINDS);

  it('refuses exactly a value out of order with a set limit, naming the nearest one (property)', () => {
    fc.assert(
      fc.property(kindArb, fc.integer({ min: 0, max: 10 ** 7 }), value, value, value, (kind, amount, d, w, m) => {
        const set = limits(d, w, m);
        const rank = LOSS_LIMIT_KINDS.indexOf(kind);
        const broken = LOSS_LIMIT_KINDS.filter((other) => {
          const bound = set[other];
          const otherRank = LOSS_LIMIT_KINDS.indexOf(other);
          return bound !== null && other !== kind && (otherRank > rank ? amount > bound : amount < bound);
        });
        const error = limitOrderError(kind, cents(amount), set);
        expect(error === null).toBe(broken.length === 0);
        if (!error) return;
        const otherRank = LOSS_LIMIT_KINDS.indexOf(error.other);
        expect(broken).toContain(error.other);
        expect(error.key).toBe(otherRank > rank ? 'forms:noHigherThan' : 'forms:noLowerThan');
        expect(error.amount).toBe(set[error.other]);
        // The nearest period among the broken ones (weekly is as near to daily as to monthly: daily first).
        const nearest = [...broken].sort((a, b) => Math.abs(LOSS_LIMIT_KINDS.indexOf(a) - rank) - Math.abs(LOSS_LIMIT_KINDS.indexOf(b) - rank))[0];
        expect(error.other).toBe(nearest);
      }),
      { numRuns: 3000 },
    );
  });

  it('passes every limit exactly when the three are in order (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 7 }), fc.integer({ min: 0, max: 10 ** 7 }), fc.integer({ min: 0, max: 10 ** 7 }), (d, w, m) => {
        const set = limits(d, w, m);
        const allPass = LOSS_LIMIT_KINDS.every((kind: LossLimitKind) => limitOrderError(kind, set[kind] ?? cents(0), set) === null);
        expect(allPass).toBe(d <= w && w <= m);
      }),
    );
  });
});

describe('cool-off and defaults (spec 3, 5, 9)', () => {
  it('offers 1, 3 or 7 days only', () => {
    expect(COOL_OFF_DAYS).toEqual([1, 3, 7]);
    expect(Array.from({ length: 11 }, (_, days) => days).filter(isCoolOffDays)).toEqual([1, 3, 7]);
    expect(isCoolOffDays(3.5)).toBe(false);
  });

  it('starts deposit limits at daily 0, weekly 1000, monthly 2000 euros', () => {
    expect(DEFAULT_DEPOSIT_LIMITS).toEqual({ dailyLoss: 0, weeklyLoss: 100_000, monthlyLoss: 200_000 });
  });

  it('names the wire period of each kind', () => {
    expect(LIMIT_PERIODS).toEqual({ dailyLoss: 'daily', weeklyLoss: 'weekly', monthlyLoss: 'monthly' });
  });
});

describe('a cool-off in force', () => {
  const NOW = new Date('2030-01-10T12:00:00.000Z');
  const HOUR = 3_600_000;
  const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

  it('lasts until its end, and is none once the end has passed or without one', () => {
    expect(coolOffInForce({ until: at(2 * HOUR) }, NOW)).toEqual({ until: new Date(at(2 * HOUR)) });
    expect(coolOffInForce({ until: at(-1) }, NOW)).toBeNull();
    expect(coolOffInForce({ until: NOW.toISOString() }, NOW)).toBeNull();
    expect(coolOffInForce(null, NOW)).toBeNull();
    expect(coolOffInForce(undefined, NOW)).toBeNull();
  });

  it('with no known end is in force, whatever the time', () => {
    expect(coolOffInForce({ until: null }, NOW)).toEqual({ until: null });
  });

  it('outlasts a quick stop when it ends a day or more from now, or has no known end', () => {
    expect(longerBreak({ until: at(24 * HOUR) }, NOW)).toEqual({ until: new Date(at(24 * HOUR)) });
    expect(longerBreak({ until: at(24 * HOUR - 1) }, NOW)).toBeNull();
    expect(longerBreak({ until: null }, NOW)).toEqual({ until: null });
    expect(longerBreak(null, NOW)).toBeNull();
  });
});

describe('one loss-limit verdict (spec 5: range first, then order)', () => {
  const set = { dailyLoss: cents(5_000), weeklyLoss: cents(20_000), monthlyLoss: cents(50_000) };

  it('answers each rule with its own member of the union', () => {
    expect(lossLimitProblem('dailyLoss', cents(900), set)).toEqual(RANGE);
    expect(lossLimitProblem('dailyLoss', cents(1_050), set)).toEqual(RANGE);
    expect(lossLimitProblem('weeklyLoss', cents(10_000_100), set)).toEqual(RANGE);
    expect(lossLimitProblem('dailyLoss', cents(25_000), set)).toEqual({ key: 'forms:noHigherThan', other: 'weeklyLoss', amount: 20_000 });
    expect(lossLimitProblem('weeklyLoss', cents(60_000), set)).toEqual({ key: 'forms:noHigherThan', other: 'monthlyLoss', amount: 50_000 });
    expect(lossLimitProblem('weeklyLoss', cents(4_000), set)).toEqual({ key: 'forms:noLowerThan', other: 'dailyLoss', amount: 5_000 });
    expect(lossLimitProblem('monthlyLoss', cents(10_000), set)).toEqual({ key: 'forms:noLowerThan', other: 'weeklyLoss', amount: 20_000 });
    expect(lossLimitProblem('monthlyLoss', cents(20_000), set)).toBeNull();
  });

  it('names the range before the order, with the bounds it was given', () => {
    // 1 € is out of range and below the daily limit: the range is what the player fixes first.
    expect(lossLimitProblem('weeklyLoss', cents(100), set)).toEqual(RANGE);
    const bounds = { min: cents(2_000), max: cents(30_000) };
    expect(lossLimitProblem('weeklyLoss', cents(40_000), set, bounds)).toEqual({ key: 'forms:limitRange', min: 2_000, max: 30_000 });
  });

  it('is the range rule where it speaks, else the order rule (property)', () => {
    const value = fc.option(fc.integer({ min: 0, max: 10 ** 7 }).map(cents), { nil: null });
    fc.assert(
      fc.property(fc.constantFrom(...LOSS_LIMIT_KINDS), fc.integer({ min: -(10 ** 8), max: 10 ** 8 }).map(cents), value, value, value, (kind, amount, d, w, m) => {
        const others = { dailyLoss: d, weeklyLoss: w, monthlyLoss: m };
        const problem = lossLimitProblem(kind, amount, others);
        expect(problem).toEqual(limitAmountError(amount) ?? limitOrderError(kind, amount, others));
        if (problem === null) {
          expect(amount % 100).toBe(0);
          expect(amount >= LIMIT_MIN && amount <= LIMIT_MAX).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('what a change does to the protection', () => {
  it('tightens on a lower or first limit, loosens on a higher one or a removal', () => {
    expect(limitChange(null, cents(5_000))).toBe('tighter');
    expect(limitChange(cents(5_000), cents(4_000))).toBe('tighter');
    expect(limitChange(cents(5_000), cents(5_000))).toBe('same');
    expect(limitChange(null, null)).toBe('same');
    expect(limitChange(cents(5_000), cents(6_000))).toBe('looser');
    expect(limitChange(cents(5_000), null)).toBe('looser');
  });

  it('is looser exactly when the new limit lets the player lose more (property)', () => {
    const limit = fc.option(fc.integer({ min: 0, max: 10 ** 9 }).map(cents), { nil: null });
    const room = (amount: number | null) => (amount === null ? Infinity : amount);
    fc.assert(
      fc.property(limit, limit, (current, next) => {
        const change = limitChange(current, next);
        expect(change === 'looser').toBe(room(next) > room(current));
        expect(change === 'tighter').toBe(room(next) < room(current));
        // Undoing a change goes the other way.
        const back = limitChange(next, current);
        expect(back).toBe(change === 'same' ? 'same' : change === 'looser' ? 'tighter' : 'looser');
      }),
    );
  });

  it('waits a day before a looser limit can be confirmed', () => {
    expect(LIMIT_LOOSENING_WAIT_MS).toBe(86_400_000);
  });
});

describe('the limits a new one is compared with (spec 3, 5)', () => {
  const state = (amount: number | null, pending = false, newAmount: number | null = null): LimitState => ({
    amount: amount === null ? null : cents(amount),
    pending,
    newAmount: newAmount === null ? null : cents(newAmount),
  });

  it('counts a pending change, a pending removal as no limit', () => {
    expect(limitTarget(state(5_000))).toBe(5_000);
    expect(limitTarget(state(5_000, true, 10_000))).toBe(10_000);
    expect(limitTarget(state(5_000, true, null))).toBeNull();
    expect(limitTargets({ dailyLoss: state(5_000, true, 8_000), weeklyLoss: state(20_000, true, null), monthlyLoss: state(null) })).toEqual({
      dailyLoss: 8_000,
      weeklyLoss: null,
      monthlyLoss: null,
    });
  });

  it('gives a player who has set none the default deposit limits (daily none, weekly 1000, monthly 2000)', () => {
    const none = { dailyLoss: state(null), weeklyLoss: state(null), monthlyLoss: state(null) };
    expect(hasNoLossLimits(none)).toBe(true);
    expect(limitTargets(none)).toEqual(DEFAULT_LIMIT_AMOUNTS);
    expect(DEFAULT_LIMIT_AMOUNTS).toEqual({ dailyLoss: null, weeklyLoss: 100_000, monthlyLoss: 200_000 });
    // A removal still waiting is a limit still in force.
    expect(hasNoLossLimits({ ...none, weeklyLoss: state(null, true, null) })).toBe(false);
    expect(lossLimitProblem('dailyLoss', cents(150_000), limitTargets(none))).toEqual({ key: 'forms:noHigherThan', other: 'weeklyLoss', amount: 100_000 });
    expect(lossLimitProblem('monthlyLoss', cents(50_000), limitTargets(none))).toEqual({ key: 'forms:noLowerThan', other: 'weeklyLoss', amount: 100_000 });
  });

  it('uses the defaults exactly when nothing is set or pending, else each target (property)', () => {
    const amount = fc.option(fc.integer({ min: 0, max: 10 ** 7 }).map(cents), { nil: null });
    const limitState = fc.record({ amount, pending: fc.boolean(), newAmount: amount });
    fc.assert(
      fc.property(limitState, limitState, limitState, (dailyLoss, weeklyLoss, monthlyLoss) => {
        const limits = { dailyLoss, weeklyLoss, monthlyLoss };
        const none = LOSS_LIMIT_KINDS.every((kind) => limits[kind].amount === null && !limits[kind].pending);
        expect(hasNoLossLimits(limits)).toBe(none);
        const targets = limitTargets(limits);
        for (const kind of LOSS_LIMIT_KINDS) {
          expect(targets[kind]).toBe(none ? DEFAULT_LIMIT_AMOUNTS[kind] : limits[kind].pending ? limits[kind].newAmount : limits[kind].amount);
        }
      }),
    );
  });
});
