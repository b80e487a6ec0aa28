import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import { decideGuard, type PageGuard } from '@/routes/guard';
import { href } from '@/routes/href';
import { useCurrentPath, useLocale } from '@/routes/RouteLink';
import { useLoginPageHeld } from '@/state/login-handoff';
import { useProfile } from '@/state/profile';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { theme } from '@/ui/theme';

/** A page that needs a login while the first check keeps failing: why, and a way on (not a blank page). */
function SessionCheckFailed({ failure, onRetry }: { failure: ApiError; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Stack data-testid="session-check-failed">
      <p>{t('sessionCheck.failed')}</p>
      <ApiErrorNotice error={failure} />
      <div>
        <Button $variant="secondary" onClick={onRetry}>
          {t('sessionCheck.retry')}
        </Button>
      </div>
    </Stack>
  );
}

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
    if (target && router.isReady) void router.replace(target, undefined, { locale: false });
  }, [target, router]);
  if (decision.action === 'render') return <>{children}</>;
  return decision.action === 'wait' && sessionCheckFailure ? <SessionCheckFailed failure={sessionCheckFailure} onRetry={retrySessionCheck} /> : null;
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  max-width: 560px;
  margin: ${theme.space(6)} auto;
  padding: 0 ${theme.space(4)};

  p {
    margin: 0;
  }
`;
