import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { lazyCall } from '@/api/lazy';
import type { ApiError } from '@/api/errors';
import { RouteLink } from '@/routes/RouteLink';
import { useUrlSecrets } from '@/routes/use-url-secrets';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Notice } from '@/ui/Notice';
import { RoutePage } from '@/ui/RoutePage';
import { theme } from '@/ui/theme';

const activate = lazyCall('session', 'activate');
type State = { kind: 'checking' } | { kind: 'done' } | { kind: 'missing' } | { kind: 'failed'; error: ApiError };

/** The activation link from the registration email: /verifyemail?code=… (spec 7.1 player/activate). */
export function VerifyEmailScreen() {
  const { t } = useTranslation(['auth', 'common']);
  const secrets = useUrlSecrets();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const started = useRef(false);
  useEffect(() => {
    if (!secrets || started.current) return;
    started.current = true;
    const code = secrets.code ?? '';
    if (!code) {
      setState({ kind: 'missing' });
      return;
    }
    void activate(code).then((result) => setState(result.success ? { kind: 'done' } : { kind: 'failed', error: result }));
  }, [secrets]);
  return (
    <RoutePage route="verifyEmail">
      <Stack>
        {state.kind === 'checking' ? <Notice tone="info"><p>{t('auth:verify.checking')}</p></Notice> : null}
        {state.kind === 'done' ? <Notice tone="success"><p>{t('auth:verify.done')}</p></Notice> : null}
        {state.kind === 'missing' ? <Notice tone="info"><p>{t('auth:verify.missing')}</p></Notice> : null}
        {state.kind === 'failed' ? <ApiErrorNotice error={state.error} /> : null}
        {state.kind === 'checking' ? null : <RouteLink to="login">{t('auth:forgot.toLogin')}</RouteLink>}
      </Stack>
    </RoutePage>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  max-width: 520px;
`;
