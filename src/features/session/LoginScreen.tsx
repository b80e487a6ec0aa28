import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { lazyCall } from '@/api/lazy';
import { apiError, type ApiResult } from '@/api/errors';
import { RouteLink } from '@/routes/RouteLink';
import { secretsInSearch } from '@/routes/url-secrets';
import { useUrlSecrets, type TakenSecrets } from '@/routes/use-url-secrets';
import { holdLoginPage } from '@/state/login-handoff';
import { useProfile } from '@/state/profile';
import { Button } from '@/ui/Button';
import { SessionCheckFailed } from '@/ui/session-check-failed-lazy';
import { CentredPage, PAGE_COLUMN } from '@/ui/CentredPage';
import { RoutePage } from '@/ui/RoutePage';
import { Notice } from '@/ui/Notice';
import { deferredForm } from '@/ui/form/deferred-form';
import { bankReturn } from './bank-return';
import { LoginFailureNotice } from './LoginFailureNotice';
import { useReturnPath } from './return-path';
import { sessionAlreadyOpen, useLoginFlow, type LoginFailure } from './use-login-flow';
import { theme } from '@/ui/theme';

const autoLogin = lazyCall('session', 'autoLogin');
const bankLoginStatus = lazyCall('session', 'bankLoginStatus');
/** Server-rendered; its code (react-hook-form, zod) loads after the page's. */
const LoginForm = deferredForm(() => import('./LoginForm').then((m) => m.LoginForm), 'features/session/LoginScreen.tsx -> ./LoginForm');
const BANK_POLL_MS = 1500;
const BANK_POLL_TRIES = 40;

/** Finishes a bank login: polls loginStatus until the provider has answered. */
async function waitForBank(token: string): Promise<ApiResult<null>> {
  for (let i = 0; i < BANK_POLL_TRIES; i += 1) {
    const status = await bankLoginStatus(token);
    if (!status.success) return status;
    if (status.data.status === 'ok') return { success: true, data: null };
    if (status.data.status === 'failed') return apiError(104, 'Bank login failed');
    await new Promise((resolve) => setTimeout(resolve, BANK_POLL_MS));
  }
  return apiError(119, 'Bank login timed out');
}

/**
 * Where a login from the address bar stands. `keep` on a failure: the player was logged in
 * (they chose the link over their session), so the page stays to show why it failed.
 */
type Step =
  | { kind: 'form' }
  | { kind: 'waiting' }
  | { kind: 'confirm'; token: string }
  | { kind: 'pending'; via: 'bank' | 'auto' }
  | { kind: 'failed'; error: LoginFailure | 'bankForeign'; keep: boolean; retry?: () => void; via?: 'bank' | 'auto' };

const carriesLogin = (secrets: TakenSecrets) => Boolean(secrets.t ?? secrets.bankToken);
const holds = (step: Step) => step.kind === 'waiting' || step.kind === 'confirm' || step.kind === 'pending' || (step.kind === 'failed' && step.keep);

/**
 * The login page: the form, or the end of a bank login (bankToken) or an autologin link (t).
 * Both tokens leave the address bar at once. A bank return counts only in the tab that started
 * that login; an autologin link asks before replacing a player who is logged in.
 */
export function LoginScreen() {
  const { t } = useTranslation(['auth', 'common']);
  // Held before the token leaves the query, so the guard never sees a moment with neither.
  const secrets = useUrlSecrets((found) => holdLoginPage(carriesLogin(found)));
  const { loginStatus, player, sessionCheckFailure, retrySessionCheck } = useProfile();
  const run = useLoginFlow();
  const [step, setStep] = useState<Step | null>(null);
  const started = useRef(false);
  const headingId = useId();
  const returnPath = useReturnPath();
  const current: Step = step ?? (secrets && carriesLogin(secrets) ? { kind: 'waiting' } : { kind: 'form' });
  const holding = holds(current);

  // Held from the first client moment, from the address bar itself: the router's query (and so
  // `secrets`) may arrive after the player check has said someone is logged in, and the guard
  // must not send them away meanwhile.
  useEffect(() => {
    holdLoginPage(carriesLogin(secretsInSearch(window.location.search)));
  }, []);
  useEffect(() => {
    if (secrets) holdLoginPage(holding);
  }, [secrets, holding]);
  useEffect(() => () => holdLoginPage(false), []);

  const finish = useCallback(
    function finish(via: 'bank' | 'auto', call: () => Promise<ApiResult<unknown>>, returnTo?: string | null, keep = false) {
      setStep({ kind: 'pending', via });
      // A failure after the login itself is retried without logging in again (the session is open).
      const retry = () => finish(via, sessionAlreadyOpen, returnTo, keep);
      void run(call, returnTo).then((error) => setStep(error ? { kind: 'failed', error, keep, retry, via } : { kind: 'form' }));
    },
    [run],
  );

  useEffect(() => {
    if (!secrets || started.current) return;
    const { t: autoToken, bankToken } = secrets;
    if (bankToken) {
      started.current = true;
      const ours = bankReturn.take(bankToken);
      if (ours) finish('bank', () => waitForBank(bankToken), ours.returnTo);
      else setStep({ kind: 'failed', error: 'bankForeign', keep: loginStatus === 'loggedIn' });
      return;
    }
    // Whether someone is logged in decides between asking and going ahead.
    if (!autoToken || loginStatus === 'unknown') return;
    started.current = true;
    if (loginStatus === 'loggedIn') setStep({ kind: 'confirm', token: autoToken });
    else finish('auto', () => autoLogin(autoToken));
  }, [secrets, loginStatus, finish]);

  const name = player?.nickName || player?.firstName || '';
  return (
    <CentredPage $column={PAGE_COLUMN.form}>
      <RoutePage route="login">
        <Narrow>
          {/* An autologin link waits for the check (it asks a logged-in player first): one that keeps failing says so. */}
          {current.kind === 'waiting' && sessionCheckFailure ? (
            <SessionCheckFailed failure={sessionCheckFailure} onRetry={retrySessionCheck} placement="inline" />
          ) : current.kind === 'waiting' || current.kind === 'pending' ? (
            <Notice tone="info">{t(current.kind === 'pending' && current.via === 'bank' ? 'auth:login.bankPending' : 'auth:login.autoPending')}</Notice>
          ) : null}
          {current.kind === 'confirm' ? (
            <Confirm aria-labelledby={headingId}>
              <h2 id={headingId}>{t('auth:login.autoReplaceTitle')}</h2>
              <p>{t('auth:login.autoReplace', { name })}</p>
              <Actions>
                <Button $variant="primary" onClick={() => finish('auto', () => autoLogin(current.token), undefined, true)}>
                  {t('auth:login.autoReplaceConfirm')}
                </Button>
                <Button $variant="secondary" onClick={() => setStep({ kind: 'form' })}>
                  {t('auth:login.autoReplaceCancel', { name })}
                </Button>
              </Actions>
            </Confirm>
          ) : null}
          {current.kind === 'failed' && current.error === 'bankForeign' ? (
            <Notice tone="error" testId="bank-foreign">
              <p>{t('auth:login.bankForeign')}</p>
            </Notice>
          ) : null}
          {current.kind === 'failed' && current.error !== 'bankForeign' ? <LoginFailureNotice failure={current.error} onRetry={async () => current.retry?.()} context={current.via === 'bank' ? 'bankLogin' : undefined} /> : null}
          {current.kind === 'form' || current.kind === 'failed' ? (
            loginStatus === 'loggedIn' ? <RouteLink to="home">{t('common:notFound.home')}</RouteLink> : <LoginForm idPrefix="login-page" returnPath={returnPath} />
          ) : null}
        </Narrow>
      </RoutePage>
    </CentredPage>
  );
}

const Narrow = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  max-width: ${PAGE_COLUMN.form};
`;

const Confirm = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: 2px solid ${theme.color.primary};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningBg};

  h2,
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;
