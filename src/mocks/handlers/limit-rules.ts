import { toWireNumber } from '@/lib/money';
import { LIMIT_MAX, LIMIT_MIN, limitOrderError, limitTarget, LOSS_LIMIT_KINDS, type LimitState, type LossLimitKind } from '@/lib/rules/limits';
import type { LossLimitRecord, PlayerRecord, World } from '../world/types';
import { now } from '../world/worlds';

export function limitJson(limit: LossLimitRecord) {
  return {
    amount: limit.amount === null ? null : toWireNumber(limit.amount),
    usedAmount: toWireNumber(limit.usedAmount),
    minAmount: toWireNumber(LIMIT_MIN),
    maxAmount: toWireNumber(LIMIT_MAX),
    autoRenew: limit.autoRenew,
    newAmount: limit.newAmount === null ? null : toWireNumber(limit.newAmount),
    amountEffectiveTime: limit.amountEffectiveTime,
    endTime: limit.endTime,
    currency: 'EUR',
  };
}

/** A record as the shared rules see it (src/lib/rules/limits.ts `LimitState`). */
export const stateOf = (limit: LossLimitRecord): LimitState => ({ amount: limit.amount, pending: limit.increasingToBeConfirmed, newAmount: limit.newAmount });

/** What the player asked for: a pending increase counts, so limits cannot be ordered wrong once confirmed. */
const target = (limit: LossLimitRecord) => limitTarget(stateOf(limit));

/** A pending change may be confirmed once its wait is over (`amountEffectiveTime`, world time). */
export const isDue = (limit: LossLimitRecord, at: number): boolean =>
  limit.increasingToBeConfirmed && (limit.amountEffectiveTime === null || Date.parse(limit.amountEffectiveTime) <= at);

/**
 * Spec 5's order (the form's own rule), checked over all three limits from the shortest period:
 * the broken pair as the limit that is too high and the longer one it exceeds, or null.
 */
export function orderViolation(limits: Record<LossLimitKind, LossLimitRecord>): { kind: LossLimitKind; other: LossLimitKind } | null {
  const targets = { dailyLoss: target(limits.dailyLoss), weeklyLoss: target(limits.weeklyLoss), monthlyLoss: target(limits.monthlyLoss) };
  for (const kind of LOSS_LIMIT_KINDS) {
    const amount = targets[kind];
    const broken = amount === null ? null : limitOrderError(kind, amount, targets);
    if (broken) return broken.key === 'forms:noHigherThan' ? { kind, other: broken.other } : { kind: broken.other, other: kind };
  }
  return null;
}

/** The player's reality-check state, which the limit calls change in place. */
export const realityOf = (player: PlayerRecord): PlayerRecord['realityCheck'] => player.realityCheck;

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
    trueLimits: LOSS_LIMIT_KINDS.filter((kind) => player.limits[kind].amount !== null || player.limits[kind].newAmount !== null).map((kind) => ({
      [kind]: true,
      amount: player.limits[kind].amount === null ? null : toWireNumber(player.limits[kind].amount),
      newAmount: player.limits[kind].newAmount === null ? null : toWireNumber(player.limits[kind].newAmount),
      // Waiting to be confirmed only once the wait is over: the confirmation modal asks no earlier.
      increasingToBeConfirmed: isDue(player.limits[kind], now(world).getTime()),
    })),
    realityCheck: realityJson(world, player),
  };
}
