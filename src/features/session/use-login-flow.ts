import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import type { ApiError, ApiResult } from '@/api/errors';
import { href } from '@/routes/href';
import { useCurrentPath, useLocale } from '@/routes/RouteLink';
import { useLoadingFlag } from '@/state/loading';
import { useProfile } from '@/state/profile';

/**
 * The login flow of spec 4 after any way in (password, bank, autologin): fetch activity,
 * player and balance, then close the sidebar and go to the limits page on a first login or
 * reload the current path otherwise (the guard then honours a redirectUrl).
 */
export function useLoginFlow(onDone?: () => void) {
  const router = useRouter();
  const locale = useLocale();
  const currentPath = useCurrentPath();
  const { establishSession } = useProfile();
  const [busy, setBusy] = useState(false);
  useLoadingFlag('login', busy);

  return useCallback(
    async <T,>(call: () => Promise<ApiResult<T>>, returnTo?: string | null): Promise<ApiError | null> => {
      setBusy(true);
      try {
        const result = await call();
        if (!result.success) return result;
        const { activityCount } = await establishSession();
        onDone?.();
        const target = activityCount <= 1 ? href('profileLimits', { locale }) : (returnTo ?? currentPath());
        await router.replace(target, undefined, { locale: false });
        return null;
      } finally {
        setBusy(false);
      }
    },
    [establishSession, onDone, locale, currentPath, router],
  );
}
