import { useTranslation } from 'react-i18next';
import type { ErrorContext } from '@/lib/error-messages';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { useBusy } from '@/ui/use-busy';
import type { LoginFailure } from './use-login-flow';

/**
 * Why a login did not finish: the catalogue message of the login call's failure, or, when the
 * login succeeded but the account did not load, that and a retry of the rest of the flow.
 */
export function LoginFailureNotice({ failure, onRetry, context }: { failure: LoginFailure; onRetry: () => Promise<void>; context?: ErrorContext }) {
  const { t } = useTranslation('auth');
  const [busy, run] = useBusy();
  if (!failure.afterLogin) return <ApiErrorNotice error={failure} context={context} />;
  return (
    <Notice tone="error" testId="after-login-failure">
      <p>{t('login.afterLoginFailed')}</p>
      <p>
        <Button type="button" $variant="secondary" onClick={() => void run(onRetry)} $busy={busy}>
          {t('login.afterLoginRetry')}
        </Button>
      </p>
    </Notice>
  );
}
