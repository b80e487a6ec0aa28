import { euros, parseEuros } from '../money';
import type { Cents, LossLimitKind, LossLimitRecord, PlayerRecord, World } from '../world/types';
import { now } from '../world/worlds';

export const LOSS_KINDS: readonly LossLimitKind[] = ['dailyLoss', 'weeklyLoss', 'monthlyLoss'];
export const PERIODS = { dailyLoss: 'daily', weeklyLoss: 'weekly', monthlyLoss: 'monthly' } as const;

/** Spec 5 and 9: whole euros, 10 to 100000, in cents. */
export const LIMIT_MIN = 1_000;
export const LIMIT_MAX = 10_000_000;

/** A limit's amount, or null when it is not a whole number of euros within the bounds. */
export function limitAmount(value: string): Cents | null {
  const cents = parseEuros(value);
  return cents !== null && cents % 100 === 0 && cents >= LIMIT_MIN && cents <= LIMIT_MAX ? cents : null;
}

export function limitJson(limit: LossLimitRecord) {
  return {
    amount: limit.amount === null ? null : euros(limit.amount),
    usedAmount: euros(limit.usedAmount),
    minAmount: euros(LIMIT_MIN),
    maxAmount: euros(LIMIT_MAX),
    autoRenew: limit.autoRenew,
    newAmount: limit.newAmount === null ? null : euros(limit.newAmount),
    amountEffectiveTime: limit.amountEffectiveTime,
    endTime: limit.endTime,
    currency: 'EUR',
  };
}

/** What the player asked for: a pending increase counts, so limits cannot be ordered wrong once confirmed. */
const target = (limit: LossLimitRecord) => (limit.increasingToBeConfirmed ? limit.newAmount : limit.amount);

/** Spec 5: daily ≤ weekly ≤ monthly (unset limits compare with nothing). Returns the broken rule, or null. */
export function orderViolation(limits: Record<LossLimitKind, LossLimitRecord>): { kind: LossLimitKind; other: LossLimitKind } | null {
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

/** Reality-check state per player; not part of the shared world type, and a world reset drops it with its players. */
type RealityState = { intervalMinutes: number | null; nextTime: number | null };
const realityChecks = new WeakMap<PlayerRecord, RealityState>();

export const realityOf = (player: PlayerRecord): RealityState => {
  let state = realityChecks.get(player);
  if (!state) {
    state = { intervalMinutes: null, nextTime: null };
    realityChecks.set(player, state);
  }
  return state;
};

export function realityJson(world: World, player: PlayerRecord) {
  const { intervalMinutes, nextTime } = realityOf(player);
  return {
    intervalMinutes,
    nextTime: nextTime === null ? null : new Date(nextTime).toISOString(),
    due: nextTime !== null && nextTime <= now(world).getTime(),
  };
}

export function limitsJson(world: World, player: PlayerRecord) {
  const coolOff = player.coolOffUntil && Date.parse(player.coolOffUntil) > now(world).getTime() ? { endTime: player.coolOffUntil } : undefined;
  return {
    limits: {
      dailyLoss: limitJson(player.limits.dailyLoss),
      weeklyLoss: limitJson(player.limits.weeklyLoss),
      monthlyLoss: limitJson(player.limits.monthlyLoss),
      ...(coolOff ? { coolOff } : {}),
    },
    trueLimits: LOSS_KINDS.filter((kind) => player.limits[kind].amount !== null || player.limits[kind].newAmount !== null).map((kind) => ({
      [kind]: true,
      amount: player.limits[kind].amount === null ? null : euros(player.limits[kind].amount),
      newAmount: player.limits[kind].newAmount === null ? null : euros(player.limits[kind].newAmount),
      increasingToBeConfirmed: player.limits[kind].increasingToBeConfirmed,
    })),
    realityCheck: realityJson(world, player),
  };
}
