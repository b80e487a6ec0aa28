import { getWorld } from '@/mocks/world/worlds';
import { SESSION_COOKIE } from '@/mocks/handlers/session';
import { cookieJar } from './cookie-jar';

/** Starts a mock-backend session for a seeded player, as if they had logged in. */
export function signInAs(userId: number): void {
  const token = `jest-${userId}`;
  getWorld().sessions.set(token, userId);
  cookieJar.set(SESSION_COOKIE, token);
}
