/**
 * The wallet's calls that move money (deposit, withdraw, cancel a pending withdrawal) carry a
 * key the caller makes once per player action and sends again on a retry of that action, so a
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
