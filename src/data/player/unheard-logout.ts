import { lazyCall } from '@/api/lazy';
import { removeCookie } from '@/lib/cookies';
import { LOGOUT_PENDING_COOKIE, logoutHeard } from './player-query';

const logoutCall = lazyCall('session', 'logout');

/**
 * Sends again the logout this browser's mark says was never heard (./player-query.ts), and
 * takes the mark away once the server has heard it; answers whether it did. For a page that
 * is a visitor's already (the notice's retry, a login's first step): nothing is on screen to
 * clear, unlike the profile's logout.
 */
export async function resendUnheardLogout(): Promise<boolean> {
  const heard = logoutHeard(await logoutCall());
  if (heard) await removeCookie(LOGOUT_PENDING_COOKIE);
  return heard;
}
