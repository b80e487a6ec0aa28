import { serverNow } from '@/lib/clock';
import { coolOffEnd } from '@/lib/rules/limits';

/** When a cool-off that has just started ends, and whether that is the backend's word or our estimate. */
export type StartedCoolOff = { until: string; estimated: boolean };

/**
 * The end of a cool-off the backend has just accepted. Spec 3 shows no answer beyond success,
 * so a backend may not name the end: it is then `days` from now on the server's clock, the
 * same estimate the confirmation gave before the player confirmed ("until about").
 */
export function startedCoolOff(answeredUntil: string | null, days: number): StartedCoolOff {
  return answeredUntil ? { until: answeredUntil, estimated: false } : { until: coolOffEnd(serverNow(), days).toISOString(), estimated: true };
}
