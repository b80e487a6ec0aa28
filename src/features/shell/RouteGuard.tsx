import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { decideGuard, type PageGuard } from '@/routes/guard';
import { href } from '@/routes/href';
import { useCurrentPath, useLocale } from '@/routes/RouteLink';
import { useLoginPageHeld } from '@/state/login-handoff';
import { useProfile } from '@/state/profile';
import { SessionCheckFailed } from '@/ui/session-check-failed-lazy';


/** Applies the guard a page declares (spec 2.2). Redirects replace history, so Back works. */
export function RouteGuard({ guard, children }: { guard: PageGuard | undefined; children: ReactNode }) {
  const router = useRouter();
  const locale = useLocale();
  const { loginStatus, sessionCheckFailure, retrySessionCheck } = useProfile();
  const currentPath = useCurrentPath();
  const loginHandoff = useLoginPageHeld();
  const decision = decideGuard({
    guard,
    status: loginStatus,
    currentPath: currentPath(),
    redirectUrl: router.query.redirectUrl,
    loginPath: href('login', { locale }),
    homePath: href('home', { locale }),
    locale,
    loginHandoff,
  });
  const target = decision.action === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (target && router.isReady) void router.replace(target, undefined, { locale: false });
  }, [target, router]);
  if (decision.action === 'render') return <>{children}</>;
  return decision.action === 'wait' && sessionCheckFailure ? <SessionCheckFailed failure={sessionCheckFailure} onRetry={retrySessionCheck} /> : null;
}
