import type { ApiError } from '@/api/errors';

/**
 * An ApiError thrown for SWR, which keeps the last good data when a refresh fails. A query's
 * `error` is one of these when the backend answered with a failure; screens show its
 * `failure` (the one error shape of spec 7.5).
 */
export class ApiFailure extends Error {
  constructor(readonly failure: ApiError) {
    super(`${failure.errorCode}: ${failure.error}`);
  }
}

/** A query's error as the backend's failure, or null when it is none (code that threw, an aborted fetch). */
export const failureOf = (error: unknown): ApiError | null => (error instanceof ApiFailure ? error.failure : null);
