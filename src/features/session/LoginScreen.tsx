import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { lazyCall } from '@/api/lazy';
import { apiError, type ApiError } from '@/api/errors';
import { RoutePage } from '@/ui/RoutePage';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Notice } from '@/ui/Notice';
import { bankReturn } from './bank-return';
import { LoginForm } from './LoginForm';
import { useLoginFlow } from './use-login-flow';
import { theme } from '@/ui/theme';

const autoLogin = lazyCall('session', 'autoLogin');
const bankLoginStatus = lazyCall('session', 'bankLoginStatus');
const BANK_POLL_MS = 1500;
const BANK_POLL_TRIES = 40;

/** Finishes a bank login: polls loginStatus until the provider has answered. */
async function waitForBank(token: string): Promise<ApiError | null> {
  for (let i = 0; i < BANK_POLL_TRIES; i += 1) {
    const status = await bankLoginStatus(token);
    if (!status.success) return status;
    if (status.data.status === 'ok') return null;
    if (status.data.status === 'failed') return apiError(104, 'Bank login failed');
    await new Promise((resolve) => setTimeout(resolve, BANK_POLL_MS));
  }
  return apiError(119, 'Bank login timed out');
}

/** The login page: the form, or the end of a bank login (bankToken) or an autologin link (t). */
export function LoginScreen() {
  const { t } = useTranslation(['auth', 'common']);
  const { query, isReady } = useRouter();
  const run = useLoginFlow();
  const [pending, setPending] = useState<'bank' | 'auto' | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!isReady || started.current) return;
    const bankToken = typeof query.bankToken === 'string' ? query.bankToken : null;
    const autoToken = typeof query.t === 'string' ? query.t : null;
    if (!bankToken && !autoToken) return;
    started.current = true;
    setPending(bankToken ? 'bank' : 'auto');
    const finish = bankToken
      ? run(async () => {
          const failed = await waitForBank(bankToken);
          return failed ?? { success: true as const, data: null };
        }, bankReturn.take())
      : run(() => autoLogin(autoToken ?? ''));
    void finish.then((result) => {
      setFailure(result);
      setPending(null);
    });
  }, [isReady, query, run]);

  return (
    <RoutePage route="login">
      <Narrow>
        {pending ? <Notice tone="info">{t(pending === 'bank' ? 'auth:login.bankPending' : 'auth:login.autoPending')}</Notice> : null}
        {failure ? <ApiErrorNotice error={failure} /> : null}
        {pending ? null : <LoginForm idPrefix="login-page" />}
      </Narrow>
    </RoutePage>
  );
}

const Narrow = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  max-width: 440px;
`;
