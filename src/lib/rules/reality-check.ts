import { addCents, cents, type Cents } from '../money';

/**
 * The reality check's reminder (issue #14, spec 7.1 /player/limit/*): when a logged-in player
 * has chosen an interval, a reminder shows how long they have played this session and their net
 * result, every `intervalMinutes`. The backend keeps the next reminder's time; this rule decides
 * what the app does with what it reports.
 */

/** What the limits call reports (src/api/schemas/limits.ts `RealityCheck`), as plain values. */
export type RealityCheckState = { intervalMinutes: number | null; nextTime: string | null; due: boolean };

export type RealityCheckStep =
  /** No reminder is set, no session is known, or the next one is still to come. */
  | { action: 'none' }
  /** The reminder is due: show it. */
  | { action: 'remind' }
  /**
   * The reminder counts from before this session (set in an earlier one, or never started):
   * restart it so the first reminder comes `minutes` from now, an interval after the session
   * began (the session timer's reset, spec 7.1 `resetTime/N`).
   */
  | { action: 'restart'; minutes: number };

const MINUTE_MS = 60_000;

export function realityCheckStep(check: RealityCheckState | null, sessionStart: Date | null, now: Date): RealityCheckStep {
  const interval = check?.intervalMinutes ?? 0;
  if (!check || interval <= 0 || !sessionStart) return { action: 'none' };
  const next = check.nextTime === null ? Number.NaN : Date.parse(check.nextTime);
  const stale = !Number.isFinite(next) || next <= sessionStart.getTime();
  if (!stale) return check.due ? { action: 'remind' } : { action: 'none' };
  const firstReminder = sessionStart.getTime() + interval * MINUTE_MS;
  // Whole minutes (the call's unit), to the nearest: the clocks agree only to the second anyway.
  const minutesLeft = Math.round((firstReminder - now.getTime()) / MINUTE_MS);
  // A session already (about) as long as the interval gets its reminder now.
  return minutesLeft >= 1 ? { action: 'restart', minutes: minutesLeft } : { action: 'remind' };
}

/** The net result of the rounds played: what they won minus what they bet, exact (negative: a loss). */
export function netResult(rounds: readonly { betAmount: Cents; winAmount: Cents }[]): Cents {
  return cents(addCents(...rounds.map((round) => round.winAmount)) - addCents(...rounds.map((round) => round.betAmount)));
}
