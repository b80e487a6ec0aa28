import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a secret given in a request is the configured one. Compares digests, which always
 * have the same length, so neither the time nor an early exit tells how long the secret is.
 */
export function secretMatches(given: unknown, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}
