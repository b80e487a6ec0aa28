import type { ApiError } from './errors';

/**
 * The calls that move money or spend something (deposit, withdraw, cancel a pending
 * withdrawal, a bonus-wheel spin, a loyalty-points conversion) carry a key the caller makes once per player action and sends again on a retry of that action, so a
 * request the network lost after the backend acted is not acted on twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A new key for one player action: 128 random bits as hex. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const idempotencyHeaders = (key: string): Record<string, string> => ({ [IDEMPOTENCY_HEADER]: key });

/**
 * Answers that leave it open whether the backend acted: the connection dropped after the
 * request went out (100), the deadline passed (408) or the backend failed (5xx). Sending the
 * request again with the same idempotency key is the same action; any other answer is definite.
 */
export const isUnsettled = (failure: ApiError): boolean => failure.errorCode === 100 || failure.errorCode === 408 || failure.errorCode >= 500;
