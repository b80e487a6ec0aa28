import { AUTH_ERROR_CODE, DEFAULT_ERROR_CODE, type ApiError } from '@/api/errors';
import { ApiFailure } from './failure';

/**
 * The one retry policy of every query (src/data/core/query.ts applies it). Pure, so that its
 * rules are tested without timers.
 */

/** How many times a failed one-off read is asked again before its error stands (polls: see retryDelay). */
export const RETRY_LIMIT = 3;
/** A 429's wait when the answer does not give one: the backend counts requests per minute. */
export const RATE_LIMIT_WAIT_MS = 60_000;
/** The backoff stops doubling here (SWR's own cap). */
const MAX_DOUBLINGS = 8;
const RATE_LIMITED = 429;
const REQUEST_TIMEOUT = 408;

export type FailureKind = 'final' | 'transient' | 'rateLimited';

/**
 * What a failure says about asking again. A 115 (session lost) and the app's own codes are
 * answers, and asking again gets the same answer; a 115 has also logged the player out
 * already. The unspecified 100 (what a network failure, a timeout or a malformed answer
 * becomes), an HTTP 5xx or 408, and anything thrown outside the client may pass. A 429
 * passes after its wait.
 */
export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof ApiFailure)) return 'transient';
  const code = error.failure.errorCode;
  if (code === AUTH_ERROR_CODE) return 'final';
  if (code === RATE_LIMITED) return 'rateLimited';
  if (code === DEFAULT_ERROR_CODE || code === REQUEST_TIMEOUT || (code >= 500 && code <= 599)) return 'transient';
  return 'final';
}

/** The wait a 429 asks for: `params.retryAfter` in seconds when the backend sends it. */
export function rateLimitWait(failure: ApiError): number {
  const seconds = Number(failure.params?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : RATE_LIMIT_WAIT_MS;
}

export type RetryContext = {
  /** 1 for the first retry. */
  attempt: number;
  /** The query's refresh interval: above 0 for a poll of spec 9, 0 (or absent) for a one-off read. */
  pollMs?: number;
  /** The backoff's unit: SWR's errorRetryInterval (5 s, 10 s on a slow connection). */
  baseMs: number;
  random?: () => number;
};

/**
 * Milliseconds until the next try, or null for none.
 *
 * A poll asks again at its own interval after any failure but a 115, however many came
 * before: SWR does not poll a key that holds an error, so this retry is what keeps the poll
 * going, and a backoff would leave minutes between a recovered backend and the screen. A 429
 * waits what it asks if that is longer. A 115 has logged the player out, and the player's
 * polls have no key any more.
 *
 * A one-off read asks again after a transient failure, RETRY_LIMIT times, backing off
 * exponentially with jitter; a 429 waits what it asks.
 */
export function retryDelay(error: unknown, { attempt, pollMs = 0, baseMs, random = Math.random }: RetryContext): number | null {
  const kind = failureKind(error);
  if (pollMs > 0) {
    if (error instanceof ApiFailure && error.failure.errorCode === AUTH_ERROR_CODE) return null;
    return kind === 'rateLimited' && error instanceof ApiFailure ? Math.max(pollMs, rateLimitWait(error.failure)) : pollMs;
  }
  if (kind === 'final' || attempt > RETRY_LIMIT) return null;
  if (kind === 'rateLimited' && error instanceof ApiFailure) return rateLimitWait(error.failure);
  return Math.round(baseMs * 2 ** Math.min(attempt, MAX_DOUBLINGS) * (0.5 + random()));
}
