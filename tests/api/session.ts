import { getWorld } from '@/mocks/world/worlds';
import { signInAs } from '../utils/session';

/** Logs a seeded player in (by user id) in the default world; returns their record. */
export function signIn(userId: number) {
  signInAs(userId);
  const player = getWorld().players.find((p) => p.userId === userId);
  if (!player) throw new Error(`No seeded player ${userId}`);
  return player;
}

export const REGULAR = 1002;
export const FIRST = 1001;
export const LIMITS = 1003;
export const COOL_OFF = 1005;
export const ESTONIAN = 1006;
