import { apiError, type ApiError } from './errors';

/**
 * How long a request may take, in milliseconds, before it fails as a timeout (docs/decisions.md,
 * Data). In the browser a player waits on a button or a poll; on the server a page render (a
 * build, or a revalidation in the background) waits on the content service, and its empty
 * defaults are better than a render held for minutes. A file upload carries up to 2 MB on a
 * phone's connection.
 */
export const REQUEST_TIMEOUT_MS = {
  browser: 15_000,
  server: 8_000,
  upload: 60_000,
} as const;

/** HTTP's Request Timeout: the retry policy asks again after it, as after a 5xx. */
export const TIMEOUT_ERROR_CODE = 408;

export const timeoutError = (): ApiError => apiError(TIMEOUT_ERROR_CODE, 'Request timed out');

/**
 * A call that passed our deadline: the backend may still have acted on it, so a change that
 * timed out is not said to have failed (docs/decisions.md, "A change that timed out").
 */
export const isTimeout = (failure: Pick<ApiError, 'errorCode'>): boolean => failure.errorCode === TIMEOUT_ERROR_CODE;

/** The default for where this runs. */
export const defaultTimeoutMs = (): number => (typeof window === 'undefined' ? REQUEST_TIMEOUT_MS.server : REQUEST_TIMEOUT_MS.browser);

export type Deadline = {
  /** Aborts when the time is up or when the caller's own signal aborts. */
  signal: AbortSignal;
  timedOut: () => boolean;
  /**
   * Settles with the promise, or rejects when the signal aborts first: reading a body may not
   * follow the signal everywhere (a mocked or polyfilled fetch).
   */
  race: <T>(promise: Promise<T>) => Promise<T>;
  /** Stops the clock once the answer is read. */
  clear: () => void;
};

/** A request's clock, following the caller's signal too (AbortSignal.any is not everywhere yet). */
export function startDeadline(ms: number, caller?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const follow = () => controller.abort();
  if (caller?.aborted) controller.abort();
  else caller?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    race: (promise) =>
      new Promise((resolve, reject) => {
        if (controller.signal.aborted) reject(new Error('aborted'));
        controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
        promise.then(resolve, reject);
      }),
    clear: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', follow);
    },
  };
}
