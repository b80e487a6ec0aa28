import type { PlayerRecord, World } from '../world/types';
import { now } from '../world/worlds';

import { ageOn as ageAt, EMAIL_PATTERN, MINIMUM_AGE, PASSWORD_CHARS, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '@/lib/validation';

/** The backend refuses what the forms refuse: the same spec 5 rules (src/lib/validation.ts). */
export const EMAIL = EMAIL_PATTERN;
export const PHONE = PHONE_PATTERN;

/** Years of age on the world's clock. */
export const ageOn = (world: World, birthDate: string): number | null => ageAt(birthDate, now(world));

export const minimumAge = (country: string) => (country === 'EST' ? MINIMUM_AGE.EST : MINIMUM_AGE.FIN);

/** Requests per key and minute; true when the key is over its limit (429). */
export function rateLimited(world: World, key: string, perMinute: number): boolean {
  const t = now(world).getTime();
  const entry = world.rate.get(key);
  if (!entry || t - entry.windowStart >= 60_000) {
    world.rate.set(key, { windowStart: t, count: 1 });
    return false;
  }
  entry.count += 1;
  return entry.count > perMinute;
}

export const findByEmail = (world: World, email: string): PlayerRecord | undefined =>
  world.players.find((p) => p.email?.toLowerCase() === email.toLowerCase());

export function passwordProblem(password: string, confirm?: string): { code: number; error: string } | null {
  if (password.length < PASSWORD_MIN_LENGTH) return { code: 1001, error: 'Password too short' };
  if (!PASSWORD_CHARS.test(password)) return { code: 195, error: 'Password has characters that are not allowed' };
  if (confirm !== undefined && password !== confirm) return { code: 213, error: 'Passwords do not match' };
  return null;
}

/** Whether a typed password is the player's; a player without one (bank login only, '') has none to match. */
export const passwordMatches = (player: { password: string }, given: string): boolean => player.password !== '' && player.password === given;
