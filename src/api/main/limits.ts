import { cents, toWire, type Cents } from '@/lib/money';
import { LIMIT_PERIODS } from '@/lib/rules/limits';
import type { ApiResult } from '../errors';
import type { FormBody } from '../http';
import { okSchema } from '../schemas/common';
import {
  coolOffSchema,
  limitsSchema,
  realityCheckSchema,
  type CoolOff,
  type CoolOffDays,
  type LimitPeriod,
  type Limits,
  type LossLimitKind,
  type RealityCheck,
} from '../schemas/limits';
import { mainGet, mainPost } from './client';

type Ok = ApiResult<{ success?: boolean }>;

/** Limits, the cool-off end and the increases awaiting confirmation (see schemas/limits.ts). */
export function getLimits(): Promise<ApiResult<Limits>> {
  return mainGet('player/limits', limitsSchema);
}

const PERIOD: Record<LimitPeriod | LossLimitKind, LimitPeriod> = { daily: 'daily', weekly: 'weekly', monthly: 'monthly', ...LIMIT_PERIODS };

function setLossLimit(period: LimitPeriod, amount: Cents, autoRenew: boolean): Promise<Ok> {
  return mainPost('player/limit/loss', { [`${period}Amount`]: toWire(amount), [`${period}AutoRenew`]: autoRenew }, okSchema);
}

/** A decrease (or a first limit) applies at once; an increase waits, then needs the player's confirmation. */
export const setDailyLimits = (amount: Cents, autoRenew: boolean) => setLossLimit('daily', amount, autoRenew);
export const setWeeklyLimits = (amount: Cents, autoRenew: boolean) => setLossLimit('weekly', amount, autoRenew);
export const setMonthlyLimits = (amount: Cents, autoRenew: boolean) => setLossLimit('monthly', amount, autoRenew);

/**
 * Removes a limit: `{period}Amount` 0 (no limit, as spec 3's daily default 0) with
 * `{period}RemovalConfirmed`, the player's confirmation of the removal, which the API asks for
 * before it removes a limit (the screen asks the player first). A removal loosens the
 * protection, so like an increase it waits and then needs confirming.
 */
export function removeLossLimit(kind: LimitPeriod | LossLimitKind): Promise<Ok> {
  const period = PERIOD[kind];
  return mainPost('player/limit/loss', { [`${period}Amount`]: toWire(cents(0)), [`${period}RemovalConfirmed`]: true }, okSchema);
}

function flagLimits(kinds: readonly (LimitPeriod | LossLimitKind)[], suffix: 'Confirmed' | 'RemovalConfirmed'): Promise<Ok> {
  const body: FormBody = {};
  for (const kind of kinds) body[`${PERIOD[kind]}${suffix}`] = true;
  return mainPost('player/limit/loss', body, okSchema);
}

/** Confirms the pending increases of the given kinds ('daily' or 'dailyLoss' ...). */
export const confirmNewLossLimits = (kinds: readonly (LimitPeriod | LossLimitKind)[]) => flagLimits(kinds, 'Confirmed');
/** Drops the pending increases of the given kinds; the current amounts stay. */
export const cancelNewLossLimits = (kinds: readonly (LimitPeriod | LossLimitKind)[]) => flagLimits(kinds, 'RemovalConfirmed');

/** A wrong password answers 109, which the cool-off panel shows as wrongPassword. */
export function setCoolOff(coolOffDays: CoolOffDays, password: string): Promise<ApiResult<CoolOff>> {
  return mainPost('player/limit/coolOff', { coolOffDays, password }, coolOffSchema);
}

/** The reality-check interval in minutes; 0 turns it off. The spec does not show this payload. */
export function setRealityCheck(realityCheckMinutes: number): Promise<ApiResult<RealityCheck>> {
  return mainPost('player/limit/time', { realityCheckMinutes }, realityCheckSchema);
}

/** The player acknowledged the reminder: the next one comes a full interval from now. */
export function resetRealityCheck(): Promise<ApiResult<RealityCheck>> {
  return mainGet('player/limit/realityCheck/reset', realityCheckSchema);
}

/** The next reminder comes in `minutes` minutes instead. */
export function resetTime(minutes: number): Promise<ApiResult<RealityCheck>> {
  return mainPost(`player/limit/resetTime/${encodeURIComponent(String(minutes))}`, {}, realityCheckSchema);
}
