import fc from 'fast-check';
import { cents, toWire, type Cents } from '@/lib/money';
import { depositAmountError } from '@/lib/rules/deposit';
import { LOSS_LIMIT_KINDS, type LossLimitKind } from '@/lib/rules/limits';
import { depositRefusal } from '@/mocks/handlers/deposit-rules';
import { orderViolation } from '@/mocks/handlers/limit-rules';
import { amountOf } from '@/mocks/handlers/respond';
import type { LossLimitRecord } from '@/mocks/world/types';
import { createWorld } from '@/mocks/world/worlds';

/** The mock's rule before it moved to src/lib: pairs from the shortest period, pending increases counting. */
function pairwiseViolation(limits: Record<LossLimitKind, LossLimitRecord>): { kind: LossLimitKind; other: LossLimitKind } | null {
  const target = (limit: LossLimitRecord) => (limit.increasingToBeConfirmed ? limit.newAmount : limit.amount);
  const pairs: [LossLimitKind, LossLimitKind][] = [
    ['dailyLoss', 'weeklyLoss'],
    ['dailyLoss', 'monthlyLoss'],
    ['weeklyLoss', 'monthlyLoss'],
  ];
  for (const [kind, other] of pairs) {
    const low = target(limits[kind]);
    const high = target(limits[other]);
    if (low !== null && high !== null && low > high) return { kind, other };
  }
  return null;
}

const amount = fc.option(fc.integer({ min: 0, max: 50 }).map((euros) => cents(euros * 1_000)), { nil: null });
const limitRecord = fc.record({ amount, newAmount: amount, increasingToBeConfirmed: fc.boolean() }).map(
  (fields): LossLimitRecord => ({ ...fields, usedAmount: cents(0), autoRenew: false, amountEffectiveTime: null, endTime: null }),
);

describe('the mock backend keeps the shared rules', () => {
  it('finds the same broken limit order as its former pairwise rule (property)', () => {
    fc.assert(
      fc.property(limitRecord, limitRecord, limitRecord, (dailyLoss, weeklyLoss, monthlyLoss) => {
        const limits = { dailyLoss, weeklyLoss, monthlyLoss };
        expect(orderViolation(limits)).toEqual(pairwiseViolation(limits));
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses a deposit with 117 exactly where the form’s rule does (property)', async () => {
    const world = createWorld('rules-test');
    const player = world.players.find((p) => p.userId === 1001);
    if (!player) throw new Error('no seeded player 1001');
    for (const kind of LOSS_LIMIT_KINDS) player.limits[kind].amount = null;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 * 10 ** 7 }).map(cents), async (value: Cents) => {
        const refusal = depositRefusal(world, player, value);
        const rule = depositAmountError(value);
        if (!rule) return expect(refusal).toBeNull();
        expect(await refusal?.json()).toMatchObject({
          success: false,
          errorCode: 117,
          params: { paymentLimit: rule.key === 'forms:minDeposit' ? 'minAmount' : 'maxAmount' },
        });
      }),
      { numRuns: 300 },
    );
  });

  it('reads the amounts the app sends back to the same cents (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (value) => {
        expect(amountOf({ amount: toWire(cents(value)) }, 'amount')).toBe(value);
      }),
    );
    for (const bad of ['', '12,50', '1.234', 'abc']) expect(amountOf({ amount: bad }, 'amount')).toBeNull();
  });
});
