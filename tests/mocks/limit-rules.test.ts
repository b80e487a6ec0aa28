import fc from 'fast-check';
import { cancelNewLossLimits, setDailyLimits, setMonthlyLimits, setWeeklyLimits } from '@/api/main/limits';
import { cents, type Cents } from '@/lib/money';
import { limitChange, limitOrderError, limitTargets, lossLimitProblem, LOSS_LIMIT_KINDS, type LossLimitKind } from '@/lib/rules/limits';
import { stateOf } from '@/mocks/handlers/limit-rules';
import type { LossLimitRecord } from '@/mocks/world/types';
import { getWorld } from '@/mocks/world/worlds';
import { signInAs } from '../utils/session';

const REGULAR = 1002;
const SETTERS = { dailyLoss: setDailyLimits, weeklyLoss: setWeeklyLimits, monthlyLoss: setMonthlyLimits } as const;

const record = (amount: Cents | null): LossLimitRecord => ({
  amount,
  usedAmount: cents(0),
  autoRenew: true,
  newAmount: null,
  increasingToBeConfirmed: false,
  amountEffectiveTime: null,
  endTime: null,
});

/** Whole euros mostly, around the bounds, with some cents and some nonsense. */
const amountArb = fc.oneof(
  fc.integer({ min: 0, max: 3_000 }).map((euros) => cents(euros * 100)),
  fc.integer({ min: 99_990, max: 100_010 }).map((euros) => cents(euros * 100)),
  fc.integer({ min: 1, max: 500_000 }).map(cents),
);
const limitArb = fc.option(fc.integer({ min: 10, max: 3_000 }).map((euros) => cents(euros * 100)), { nil: null });

describe('the mock backend answers a loss limit as the shared rules say', () => {
  it('refuses exactly what lossLimitProblem refuses, applies a tighter limit at once and lets a looser one wait (property)', async () => {
    signInAs(REGULAR);
    const player = getWorld().players.find((p) => p.userId === REGULAR);
    if (!player) throw new Error('no seeded regular player');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LOSS_LIMIT_KINDS), amountArb, limitArb, limitArb, limitArb, async (kind: LossLimitKind, amount, d, w, m) => {
        player.limits = { dailyLoss: record(d), weeklyLoss: record(w), monthlyLoss: record(m) };
        const before = structuredClone(player.limits);
        const targets = limitTargets({ dailyLoss: stateOf(before.dailyLoss), weeklyLoss: stateOf(before.weeklyLoss), monthlyLoss: stateOf(before.monthlyLoss) });
        // The mock keeps the limits in order, so they are in order before any change.
        fc.pre(LOSS_LIMIT_KINDS.every((k) => targets[k] === null || limitOrderError(k, targets[k], targets) === null));
        const problem = lossLimitProblem(kind, amount, targets);
        const answer = await SETTERS[kind](amount, true);
        expect(answer.success).toBe(problem === null);
        if (problem !== null) {
          expect(answer).toMatchObject({ errorCode: 180 });
          expect(player.limits).toEqual(before);
          return;
        }
        const current = targets[kind];
        const limit = player.limits[kind];
        if (limitChange(current, amount) === 'looser') expect(limit).toMatchObject({ amount: current, newAmount: amount, increasingToBeConfirmed: true });
        else expect(limit).toMatchObject({ amount, newAmount: null, increasingToBeConfirmed: false, amountEffectiveTime: null });
        // The other limits stay, made the player's own when they were the defaults.
        for (const other of LOSS_LIMIT_KINDS.filter((k) => k !== kind)) expect(player.limits[other].amount).toBe(targets[other]);
      }),
      { numRuns: 250 },
    );
  });

  it('refuses to cancel what is not waiting', async () => {
    signInAs(REGULAR);
    expect(await cancelNewLossLimits(['dailyLoss'])).toMatchObject({ success: false, errorCode: 180 });
  });
});
