import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { AUTH_ERROR_CODE, type ApiError, type ApiResult } from '@/api/errors';
import { isLogoutPending, LOGOUT_PENDING_COOKIE } from '@/data/player/player-query';
import { resendUnheardLogout } from '@/data/player/unheard-logout';
import { removeCookie } from '@/lib/cookies';
import { inPageLocale, pathAfterLogin } from '@/routes/guard';
import { href } from '@/routes/href';
import { useCurrentPath, useLocale } from '@/routes/RouteLink';
import { holdingLoginPage } from '@/state/login-handoff';
import { useLoadingFlag } from '@/state/loading';
import { useProfile } from '@/state/profile';

/**
 * A failure of the login flow. `afterLogin`: the login call succeeded but loading the account
 * (activity, player) failed; the session is open, so the flow can be run again with
 * `sessionAlreadyOpen` instead of the login call.
 */
export type LoginFailure = ApiError & { afterLogin?: true };

/** The login call of a retry after `afterLogin`: the session is already open. */
export const sessionAlreadyOpen = async (): Promise<ApiResult<null>> => ({ success: true, data: null });

/**
 * The login flow of spec 4 after any way in (password, bank, autologin): fetch activity,
 * player and balance, then close the sidebar and go to the limits page on a first login or
 * reload the current path otherwise (from the login page: its redirectUrl, or home). If
 * loading the account fails, the flow stops where it is with the failure: no page change, so
 * the player is neither bounced to the login page nor sent to the limits page for want of a
 * count.
 */
export function useLoginFlow(onDone?: () => void) {
  const router = useRouter();
  const locale = useLocale();
  const currentPath = useCurrentPath();
  const { establishSession } = useProfile();
  const [busy, setBusy] = useState(false);
  useLoadingFlag('login', busy);

  return useCallback(
    // The login page's guard waits for this flow's own navigation instead of racing it.
    <T,>(call: () => Promise<ApiResult<T>>, returnTo?: string | null): Promise<LoginFailure | null> => holdingLoginPage(async () => {
      setBusy(true);
      const limitsPath = href('profileLimits', { locale });
      // A first login ends on the limits page: its code loads while the calls run, not after.
      if (process.env.NODE_ENV === 'production') router.prefetch(limitsPath, limitsPath, { locale: false }).catch(() => undefined);
      try {
        // This browser's last logout was never heard (player-query.ts): it goes first, so that it
        // cannot end the session this login opens, which then supersedes it either way.
        if (isLogoutPending() && !(await resendUnheardLogout())) await removeCookie(LOGOUT_PENDING_COOKIE);
        const result = await call();
        if (!result.success) return result;
        const session = await establishSession();
        // A 115 here means the session is gone after all: logging in again is the way on.
        if (!session.ok) return session.error.errorCode === AUTH_ERROR_CODE ? session.error : { ...session.error, afterLogin: true };
        const { activityCount } = session;
        onDone?.();
        const back = pathAfterLogin(returnTo ?? currentPath(), href('login', { locale }), href('home', { locale }));
        const target = activityCount <= 1 ? limitsPath : await inPageLocale(back, locale);
        // Next rejects a navigation it cannot make (the page's data failed to load and a full
        // load of the same URL is refused): the player is logged in all the same, so the flow
        // has not failed, and the guard takes them on from where they are.
        await router.replace(target, undefined, { locale: false }).catch(() => false);
        return null;
      } finally {
        setBusy(false);
      }
    }),
    [establishSession, onDone, locale, currentPath, router],
  );
}
