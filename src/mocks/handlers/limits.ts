import { toWireNumber } from '@/lib/money';
import { COOL_OFF_DAYS, LIMIT_MAX, LIMIT_MIN, LIMIT_PERIODS, limitAmountError, LOSS_LIMIT_KINDS } from '@/lib/rules/limits';
import type { LossLimitKind, LossLimitRecord } from '../world/types';
import { now } from '../world/worlds';
import { limitsJson, orderViolation, realityJson, realityOf } from './limit-rules';
import { amountOf, fail, formOf, ok, text } from './respond';
import { route } from './route';
import { withPlayer } from './session';

const MINUTE = 60_000;
const DAY = 86_400_000;
const yes = (value: string) => value === 'true' || value === '1';

type Draft = Record<LossLimitKind, LossLimitRecord>;
type Change = (draft: Draft, at: string) => string | null;

/** Turns the form of POST /player/limit/loss into changes; each returns an error text or null. */
function changesOf(form: Record<string, string | File>): Change[] | string {
  const changes: Change[] = [];
  for (const kind of LOSS_LIMIT_KINDS) {
    const period = LIMIT_PERIODS[kind];
    if (text(form, `${period}Amount`)) {
      const amount = amountOf(form, `${period}Amount`);
      if (amount === null || limitAmountError(amount)) return `Min ${toWireNumber(LIMIT_MIN)}€ - Max ${toWireNumber(LIMIT_MAX)}€`;
      changes.push((draft, at) => {
        const limit = draft[kind];
        // Stricter limits protect the player, so they apply at once; looser ones wait for confirmation.
        if (limit.amount === null || amount <= limit.amount) Object.assign(limit, { amount, newAmount: null, increasingToBeConfirmed: false, amountEffectiveTime: null });
        else Object.assign(limit, { newAmount: amount, increasingToBeConfirmed: true, amountEffectiveTime: at });
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
      changes.push((draft) => {
        const limit = draft[kind];
        if (!limit.increasingToBeConfirmed || limit.newAmount === null) return `No pending ${kind} increase to confirm`;
        Object.assign(limit, { amount: limit.newAmount, newAmount: null, increasingToBeConfirmed: false, amountEffectiveTime: null });
        return null;
      });
    }
    if (yes(text(form, `${period}RemovalConfirmed`))) {
      changes.push((draft) => {
        const limit = draft[kind];
        if (!limit.increasingToBeConfirmed) return `No pending ${kind} increase to cancel`;
        Object.assign(limit, { newAmount: null, increasingToBeConfirmed: false, amountEffectiveTime: null });
        return null;
      });
    }
  }
  return changes.length ? changes : 'Nothing to change';
}

export const limitsHandlers = [
  route('get', '/main/player/limits', 'main.getLimits', withPlayer(({ world }, player) => ok(limitsJson(world, player)))),

  route('post', '/main/player/limit/loss', 'main.setLossLimits', withPlayer(async ({ request, world }, player) => {
    const changes = changesOf(await formOf(request));
    if (typeof changes === 'string') return fail(180, changes, { minAmount: toWireNumber(LIMIT_MIN), maxAmount: toWireNumber(LIMIT_MAX) });
    // All or nothing: changes apply to a copy, which replaces the limits only when every rule holds.
    const draft = structuredClone(player.limits);
    const at = now(world).toISOString();
    for (const change of changes) {
      const error = change(draft, at);
      if (error) return fail(180, error);
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
    if (text(form, 'password') !== player.password) return fail(109, 'Wrong password');
    const until = now(world).getTime() + Number(days) * DAY;
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
