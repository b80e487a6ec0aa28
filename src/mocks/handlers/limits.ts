import { toWireNumber } from '@/lib/money';
import {
  COOL_OFF_DAYS,
  coolOffEnd,
  DEFAULT_LIMIT_AMOUNTS,
  hasNoLossLimits,
  LIMIT_LOOSENING_WAIT_MS,
  LIMIT_MAX,
  LIMIT_MIN,
  LIMIT_PERIODS,
  limitAmountError,
  limitChange,
  LOSS_LIMIT_KINDS,
} from '@/lib/rules/limits';
import type { LossLimitKind, LossLimitRecord } from '../world/types';
import { now } from '../world/worlds';
import { isDue, limitsJson, orderViolation, realityJson, realityOf, stateOf } from './limit-rules';
import { amountOf, fail, formOf, ok, text } from './respond';
import { route } from './route';
import { withPlayer } from './session';
import { passwordMatches } from './validation';

const MINUTE = 60_000;
const yes = (value: string) => value === 'true' || value === '1';

type Draft = Record<LossLimitKind, LossLimitRecord>;
/** Why the API refuses a change (180), with the params a client can act on. */
type Refusal = { error: string; params?: Record<string, unknown> };
type Change = (draft: Draft, at: number) => Refusal | null;

const RANGE: Refusal = {
  error: `Min ${toWireNumber(LIMIT_MIN)}€ - Max ${toWireNumber(LIMIT_MAX)}€`,
  params: { minAmount: toWireNumber(LIMIT_MIN), maxAmount: toWireNumber(LIMIT_MAX) },
};

const settle = (limit: LossLimitRecord, amount: LossLimitRecord['amount']) =>
  Object.assign(limit, { amount, newAmount: null, increasingToBeConfirmed: false, amountEffectiveTime: null });

/** A looser limit (higher, or none) waits LIMIT_LOOSENING_WAIT_MS, then needs the player's confirmation. */
const wait = (limit: LossLimitRecord, newAmount: LossLimitRecord['amount'], at: number) =>
  Object.assign(limit, { newAmount, increasingToBeConfirmed: true, amountEffectiveTime: new Date(at + LIMIT_LOOSENING_WAIT_MS).toISOString() });

/**
 * Turns the form of POST /player/limit/loss into changes (spec 7.1), per period:
 * - `{p}Amount` (whole euros within the bounds): tighter applies at once, looser waits;
 * - `{p}Amount` 0 with `{p}RemovalConfirmed`: removes the limit, which waits like an increase;
 *   without the confirmation the API asks for it (180, params.confirm names the field);
 * - `{p}RemovalConfirmed` alone: drops the pending change (cancelNewLossLimits);
 * - `{p}Confirmed`: applies a pending change whose wait is over (confirmNewLossLimits);
 * - `{p}AutoRenew`.
 */
function changesOf(form: Record<string, string | File>): Change[] | Refusal {
  const changes: Change[] = [];
  for (const kind of LOSS_LIMIT_KINDS) {
    const period = LIMIT_PERIODS[kind];
    const removalConfirmed = yes(text(form, `${period}RemovalConfirmed`));
    if (text(form, `${period}Amount`)) {
      const amount = amountOf(form, `${period}Amount`);
      if (amount === 0) {
        changes.push((draft, at) => {
          const limit = draft[kind];
          if (limit.amount === null && !limit.increasingToBeConfirmed) return { error: `No ${kind} limit to remove` };
          if (!removalConfirmed) return { error: `Confirm the removal of the ${kind} limit`, params: { confirm: `${period}RemovalConfirmed` } };
          if (limit.amount === null) settle(limit, null);
          else wait(limit, null, at);
          return null;
        });
      } else {
        if (amount === null || limitAmountError(amount)) return RANGE;
        changes.push((draft, at) => {
          const limit = draft[kind];
          // Stricter limits protect the player, so they apply at once; looser ones wait for confirmation.
          if (limitChange(limit.amount, amount) === 'looser') wait(limit, amount, at);
          else settle(limit, amount);
          return null;
        });
      }
    } else if (removalConfirmed) {
      changes.push((draft) => {
        const limit = draft[kind];
        if (!limit.increasingToBeConfirmed) return { error: `No pending ${kind} change to cancel` };
        settle(limit, limit.amount);
        return null;
      });
    }
    if (text(form, `${period}AutoRenew`)) {
      const autoRenew = yes(text(form, `${period}AutoRenew`));
      changes.push((draft) => {
        draft[kind].autoRenew = autoRenew;
        return null;
      });
    }
    if (yes(text(form, `${period}Confirmed`))) {
      changes.push((draft, at) => {
        const limit = draft[kind];
        if (!limit.increasingToBeConfirmed) return { error: `No pending ${kind} change to confirm` };
        if (!isDue(limit, at)) return { error: `The ${kind} change can be confirmed from ${limit.amountEffectiveTime}`, params: { amountEffectiveTime: limit.amountEffectiveTime } };
        settle(limit, limit.newAmount);
        return null;
      });
    }
  }
  return changes.length ? changes : { error: 'Nothing to change' };
}

/** A player who has set no limits has the default deposit limits (spec 3); a first change makes them the player's own. */
function draftOf(limits: Draft): Draft {
  const draft = structuredClone(limits);
  const states = { dailyLoss: stateOf(draft.dailyLoss), weeklyLoss: stateOf(draft.weeklyLoss), monthlyLoss: stateOf(draft.monthlyLoss) };
  if (hasNoLossLimits(states)) for (const kind of LOSS_LIMIT_KINDS) draft[kind].amount = DEFAULT_LIMIT_AMOUNTS[kind];
  return draft;
}

export const limitsHandlers = [
  route('get', '/main/player/limits', 'main.getLimits', withPlayer(({ world }, player) => ok(limitsJson(world, player)))),

  route('post', '/main/player/limit/loss', 'main.setLossLimits', withPlayer(async ({ request, world }, player) => {
    const changes = changesOf(await formOf(request));
    if (!Array.isArray(changes)) return fail(180, changes.error, changes.params);
    // All or nothing: changes apply to a copy, which replaces the limits only when every rule holds.
    const draft = draftOf(player.limits);
    const at = now(world).getTime();
    for (const change of changes) {
      const refusal = change(draft, at);
      if (refusal) return fail(180, refusal.error, refusal.params);
    }
    const broken = orderViolation(draft);
    if (broken) return fail(180, `${broken.kind} must not be higher than ${broken.other}`, { rule: 'noHigherThan', ...broken });
    player.limits = draft;
    return ok(limitsJson(world, player));
  })),

  route('post', '/main/player/limit/coolOff', 'main.setCoolOff', withPlayer(async ({ request, world }, player) => {
    const form = await formOf(request);
    const days = text(form, 'coolOffDays');
    if (!COOL_OFF_DAYS.map(String).includes(days)) return fail(180, 'Cool-off takes 1, 3 or 7 days');
    if (!passwordMatches(player, text(form, 'password'))) return fail(109, 'Wrong password');
    const until = coolOffEnd(now(world), Number(days)).getTime();
    // A new cool-off never shortens one in force.
    const current = player.coolOffUntil ? Date.parse(player.coolOffUntil) : 0;
    player.coolOffUntil = new Date(Math.max(current, until)).toISOString();
    return ok({ coolOffUntil: player.coolOffUntil });
  })),

  route('post', '/main/player/limit/time', 'main.setRealityCheck', withPlayer(async ({ request, world }, player) => {
    const raw = text(await formOf(request), 'realityCheckMinutes');
    const minutes = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
    if (!(minutes >= 0 && minutes <= 1440)) return fail(180, 'Reality check takes 0 to 1440 minutes');
    const state = realityOf(player);
    state.intervalMinutes = minutes === 0 ? null : minutes;
    state.nextTime = minutes === 0 ? null : now(world).getTime() + minutes * MINUTE;
    return ok(realityJson(world, player));
  })),

  route('get', '/main/player/limit/realityCheck/reset', 'main.resetRealityCheck', withPlayer(({ world }, player) => {
    const state = realityOf(player);
    if (state.intervalMinutes !== null) state.nextTime = now(world).getTime() + state.intervalMinutes * MINUTE;
    return ok(realityJson(world, player));
  })),

  route('post', '/main/player/limit/resetTime/:minutes', 'main.resetTime', withPlayer(({ world, params }, player) => {
    const raw = typeof params.minutes === 'string' ? params.minutes : '';
    const minutes = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
    if (!(minutes >= 1 && minutes <= 1440)) return fail(180, 'Reset time takes 1 to 1440 minutes');
    const state = realityOf(player);
    if (state.intervalMinutes === null) return fail(180, 'No reality check is set');
    state.nextTime = now(world).getTime() + minutes * MINUTE;
    return ok(realityJson(world, player));
  })),
];
