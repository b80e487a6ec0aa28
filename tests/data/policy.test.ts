import fc from 'fast-check';
import { apiError } from '@/api/errors';
import { ApiFailure } from '@/data/core/failure';
import { failureKind, RATE_LIMIT_WAIT_MS, retryDelay, RETRY_LIMIT } from '@/data/core/policy';
import { POLL } from '@/data/core/polling';

const failure = (errorCode: number, params?: Record<string, unknown>) => new ApiFailure(apiError(errorCode, 'x', params));
const BASE = 5_000;
const attempt = fc.integer({ min: 1, max: 50 });
const anyAttempt = fc.integer({ min: 1, max: 100_000 });
/** Every interval of spec 9, and any other a poll might get. */
const pollMs = fc.oneof(fc.constantFrom(...Object.values(POLL)), fc.integer({ min: 1, max: 600_000 }));
/** 0 (not polled) or a poll's interval. */
const pollOrNot = fc.oneof(fc.constant(0), pollMs);
const random = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

/** The app's own codes and HTTP 4xx: every code that is not 100, 408, 429 or 5xx. */
const answerCode = fc.integer({ min: 101, max: 2_000 }).filter((c) => c !== 115 && c !== 408 && c !== 429 && (c < 500 || c > 599));
/** What a network failure, a timeout, a malformed answer or a failing server becomes. */
const transientCode = fc.oneof(fc.constant(100), fc.constant(408), fc.integer({ min: 500, max: 599 }));
/** Anything that is not a 115. */
const anyFailure = fc.oneof(
  answerCode.map((c) => failure(c)),
  transientCode.map((c) => failure(c)),
  fc.constant<unknown>(new TypeError('Failed to fetch')),
  fc.constant<unknown>(new Error('maintenance check failed (503)')),
);

describe('the retry policy: one-off reads', () => {
  it('never asks again after a 115: the session is gone and the player logged out', () => {
    fc.assert(
      fc.property(attempt, pollOrNot, (n, p) => {
        expect(failureKind(failure(115))).toBe('final');
        expect(retryDelay(failure(115), { attempt: n, pollMs: p, baseMs: BASE })).toBeNull();
      }),
    );
  });

  it('never asks again after an answer (an app code or an HTTP 4xx)', () => {
    fc.assert(
      fc.property(answerCode, attempt, (code, n) => {
        expect(retryDelay(failure(code), { attempt: n, baseMs: BASE })).toBeNull();
      }),
    );
  });

  it('asks again after a transient failure, backing off exponentially with jitter', () => {
    fc.assert(
      fc.property(transientCode, fc.integer({ min: 1, max: RETRY_LIMIT }), random, (code, n, r) => {
        const delay = retryDelay(failure(code), { attempt: n, baseMs: BASE, random: () => r });
        expect(delay).not.toBeNull();
        expect(delay).toBeGreaterThanOrEqual(BASE * 2 ** n * 0.5 - 1);
        expect(delay).toBeLessThanOrEqual(BASE * 2 ** n * 1.5 + 1);
      }),
    );
  });

  it('treats anything thrown outside the client as transient', () => {
    expect(failureKind(new TypeError('Failed to fetch'))).toBe('transient');
    expect(retryDelay(new Error('chunk failed'), { attempt: 1, baseMs: BASE, random: () => 0.5 })).toBe(BASE * 2);
  });

  it('never waits less for a later attempt', () => {
    fc.assert(
      fc.property(transientCode, fc.integer({ min: 1, max: RETRY_LIMIT - 1 }), random, (code, n, r) => {
        const at = (k: number) => retryDelay(failure(code), { attempt: k, baseMs: BASE, random: () => r }) ?? 0;
        expect(at(n + 1)).toBeGreaterThanOrEqual(at(n));
      }),
    );
  });

  it('gives up after RETRY_LIMIT tries, whatever the failure', () => {
    fc.assert(
      fc.property(fc.oneof(transientCode, fc.constant(429)), fc.integer({ min: RETRY_LIMIT + 1, max: 100 }), (code, n) => {
        expect(retryDelay(failure(code), { attempt: n, pollMs: 0, baseMs: BASE })).toBeNull();
      }),
    );
  });

  it('waits what a 429 asks for, or a minute when it does not say', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_600 }), fc.integer({ min: 1, max: RETRY_LIMIT }), (seconds, n) => {
        expect(retryDelay(failure(429, { retryAfter: seconds }), { attempt: n, baseMs: BASE })).toBe(seconds * 1000);
        expect(retryDelay(failure(429, { retryAfter: String(seconds) }), { attempt: n, baseMs: BASE })).toBe(seconds * 1000);
      }),
    );
    expect(retryDelay(failure(429), { attempt: 1, baseMs: BASE })).toBe(RATE_LIMIT_WAIT_MS);
    expect(retryDelay(failure(429, { retryAfter: 'soon' }), { attempt: 1, baseMs: BASE })).toBe(RATE_LIMIT_WAIT_MS);
    expect(retryDelay(failure(429, { retryAfter: -5 }), { attempt: 1, baseMs: BASE })).toBe(RATE_LIMIT_WAIT_MS);
  });
});

describe('the retry policy: polls of spec 9', () => {
  it('ask again at their own interval after any failure but a 115, however many came before', () => {
    fc.assert(
      fc.property(anyFailure, anyAttempt, pollMs, random, (error, n, p, r) => {
        expect(retryDelay(error, { attempt: n, pollMs: p, baseMs: BASE, random: () => r })).toBe(p);
      }),
    );
  });

  it('wait what a 429 asks when that is longer than the interval, else keep the interval', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_600 }), anyAttempt, pollMs, (seconds, n, p) => {
        expect(retryDelay(failure(429, { retryAfter: seconds }), { attempt: n, pollMs: p, baseMs: BASE })).toBe(Math.max(p, seconds * 1000));
      }),
    );
    expect(retryDelay(failure(429), { attempt: 1, pollMs: POLL.limitsAndRealityCheck, baseMs: BASE })).toBe(RATE_LIMIT_WAIT_MS);
  });
});
