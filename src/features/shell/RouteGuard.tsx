import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { decideGuard, inPageLocale, type PageGuard } from '@/routes/guard';
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
    loginHandoff,
  });
  const target = decision.action === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (!target || !router.isReady) return;
    let current = true;
    const go = (to: string) => {
      if (current) void router.replace(to, undefined, { locale: false });
    };
    // A redirectUrl made in another locale goes to the same route in this one; a navigation made
    // while its code loads wins.
    void inPageLocale(target, locale).then(go);
    return () => {
      current = false;
    };
  }, [target, router, locale]);
  if (decision.action === 'render') return <>{children}</>;
  return decision.action === 'wait' && sessionCheckFailure ? <SessionCheckFailed failure={sessionCheckFailure} onRetry={retrySessionCheck} /> : null;
}
