import fc from 'fast-check';
import { apiError } from '@/api/errors';
import { ApiFailure } from '@/data/core/failure';
import { failureKind, RATE_LIMIT_WAIT_MS, retryDelay, RETRY_LIMIT } from '@/data/core/policy';

const failure = (errorCode: number, params?: Record<string, unknown>) => new ApiFailure(apiError(errorCode, 'x', params));
const BASE = 5_000;
const attempt = fc.integer({ min: 1, max: 50 });
const polled = fc.boolean();
const random = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

/** The app's own codes and HTTP 4xx: every code that is not 100, 408, 429 or 5xx. */
const answerCode = fc.integer({ min: 101, max: 2_000 }).filter((c) => c !== 408 && c !== 429 && (c < 500 || c > 599));
/** What a network failure, a timeout, a malformed answer or a failing server becomes. */
const transientCode = fc.oneof(fc.constant(100), fc.constant(408), fc.integer({ min: 500, max: 599 }));

describe('the retry policy', () => {
  it('never asks again after a 115: the session is gone and the player logged out', () => {
    fc.assert(
      fc.property(attempt, polled, (n, p) => {
        expect(failureKind(failure(115))).toBe('final');
        expect(retryDelay(failure(115), { attempt: n, polled: p, baseMs: BASE })).toBeNull();
      }),
    );
  });

  it('never asks again after an answer (an app code or an HTTP 4xx), polled or not', () => {
    fc.assert(
      fc.property(answerCode, attempt, polled, (code, n, p) => {
        expect(retryDelay(failure(code), { attempt: n, polled: p, baseMs: BASE })).toBeNull();
      }),
    );
  });

  it('asks again after a transient failure, backing off exponentially with jitter', () => {
    fc.assert(
      fc.property(transientCode, fc.integer({ min: 1, max: RETRY_LIMIT }), polled, random, (code, n, p, r) => {
        const delay = retryDelay(failure(code), { attempt: n, polled: p, baseMs: BASE, random: () => r });
        expect(delay).not.toBeNull();
        expect(delay).toBeGreaterThanOrEqual(BASE * 2 ** n * 0.5 - 1);
        expect(delay).toBeLessThanOrEqual(BASE * 2 ** n * 1.5 + 1);
      }),
    );
  });

  it('treats anything thrown outside the client as transient', () => {
    expect(failureKind(new TypeError('Failed to fetch'))).toBe('transient');
    expect(retryDelay(new Error('chunk failed'), { attempt: 1, polled: false, baseMs: BASE, random: () => 0.5 })).toBe(BASE * 2);
  });

  it('never waits less for a later attempt', () => {
    fc.assert(
      fc.property(transientCode, fc.integer({ min: 1, max: 40 }), random, (code, n, r) => {
        const at = (k: number) => retryDelay(failure(code), { attempt: k, polled: true, baseMs: BASE, random: () => r }) ?? 0;
        expect(at(n + 1)).toBeGreaterThanOrEqual(at(n));
      }),
    );
  });

  it('gives up on a one-off read after RETRY_LIMIT tries, whatever the failure', () => {
    fc.assert(
      fc.property(fc.oneof(transientCode, fc.constant(429)), fc.integer({ min: RETRY_LIMIT + 1, max: 100 }), (code, n) => {
        expect(retryDelay(failure(code), { attempt: n, polled: false, baseMs: BASE })).toBeNull();
      }),
    );
  });

  it('keeps a poll asking at any attempt, within a bounded backoff (SWR does not poll an errored key)', () => {
    fc.assert(
      fc.property(transientCode, fc.integer({ min: 1, max: 10_000 }), random, (code, n, r) => {
        const delay = retryDelay(failure(code), { attempt: n, polled: true, baseMs: BASE, random: () => r });
        expect(delay).not.toBeNull();
        expect(delay).toBeLessThanOrEqual(BASE * 256 * 1.5 + 1);
      }),
    );
  });

  it('waits what a 429 asks for, or a minute when it does not say', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_600 }), fc.integer({ min: 1, max: RETRY_LIMIT }), polled, (seconds, n, p) => {
        expect(retryDelay(failure(429, { retryAfter: seconds }), { attempt: n, polled: p, baseMs: BASE })).toBe(seconds * 1000);
        expect(retryDelay(failure(429, { retryAfter: String(seconds) }), { attempt: n, polled: p, baseMs: BASE })).toBe(seconds * 1000);
      }),
    );
    expect(retryDelay(failure(429), { attempt: 1, polled: false, baseMs: BASE })).toBe(RATE_LIMIT_WAIT_MS);
    expect(retryDelay(failure(429, { retryAfter: 'soon' }), { attempt: 1, polled: false, baseMs: BASE })).toBe(RATE_LIMIT_WAIT_MS);
    expect(retryDelay(failure(429, { retryAfter: -5 }), { attempt: 1, polled: false, baseMs: BASE })).toBe(RATE_LIMIT_WAIT_MS);
  });
});
