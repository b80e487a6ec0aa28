import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { lazyCall } from '@/api/lazy';
import { RouteLink } from '@/routes/RouteLink';
import { submitOnce } from '@/ui/form/submit-once';
import { Button } from '@/ui/Button';
import { useDeferredForm } from '@/ui/form/deferred-form';
import { TextField } from '@/ui/form/TextField';
import { BankLoginButton } from './BankLoginButton';
import { loginSchema, type LoginValues } from './login-schema';
import { LoginFailureNotice } from './LoginFailureNotice';
import { sessionAlreadyOpen, useLoginFlow, type LoginFailure } from './use-login-flow';
import { theme } from '@/ui/theme';

const login = lazyCall('session', 'login');
/**
 * The login form of the login page (deferred there: `LoginScreen`) and the mobile logged-out sidebar (spec 2.5, 5).
 * `returnPath`: the login page's checked redirectUrl, which its registration link carries on.
 */
export function LoginForm({ onLoggedIn, idPrefix, returnPath }: { onLoggedIn?: () => void; idPrefix: string; returnPath?: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const run = useLoginFlow(onLoggedIn);
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: standardSchemaResolver(loginSchema),
    mode: 'onTouched',
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setFailure(await run(() => login(values)));
  });
  const retryAfterLogin = async () => setFailure(await run(sessionAlreadyOpen));
  const deferred = useDeferredForm();
  return (
    <Stack>
      <form {...deferred} onSubmit={submitOnce(formState.isSubmitting, submit)} noValidate aria-describedby={failure ? `${idPrefix}-failure` : undefined}>
        <Stack>
          <TextField
            id={`${idPrefix}-email`}
            label={t('auth:login.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <TextField
            id={`${idPrefix}-password`}
            label={t('auth:login.password')}
            type="password"
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          {failure ? (
            <div id={`${idPrefix}-failure`}>
              <LoginFailureNotice failure={failure} onRetry={retryAfterLogin} />
            </div>
          ) : null}
          <Button $variant="primary" type="submit" $busy={formState.isSubmitting}>
            {formState.isSubmitting ? t('auth:login.submitting') : t('auth:login.submit')}
          </Button>
        </Stack>
      </form>
      <BankLoginButton />
      <Links>
        <RouteLink to="forgotPassword">{t('auth:login.forgotPassword')}</RouteLink>
        <span>
          {t('auth:login.noAccount')} <RouteLink to="registration" query={{ redirectUrl: returnPath }}>
            {t('auth:login.register')}
          </RouteLink>
        </span>
      </Links>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(4)};
`;

const Links = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  color: ${theme.color.muted};
  a { color: ${theme.color.text}; }
`;
