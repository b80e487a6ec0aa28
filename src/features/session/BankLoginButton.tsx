import { useTranslation } from 'react-i18next';
import { useCallback, useState } from 'react';
import { lazyCall } from '@/api/lazy';
import { apiError, type ApiError } from '@/api/errors';
import { setCookie } from '@/lib/cookies';
import { allowedPaymentUrl } from '@/lib/external-url';
import { leaveFor } from '@/lib/leave-site';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@/routes/detect-locale';
import { useCurrentPath, useLocale } from '@/routes/RouteLink';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { usePageRestored } from '@/ui/use-page-restored';
import { bankReturn } from './bank-return';

const initBankLogin = lazyCall('session', 'initBankLogin');
/** Bank login: initLogin (country FIN or EST by locale) and off to the provider (spec 7.1, 9), remembering which login this tab started. */
export function BankLoginButton() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const currentPath = useCurrentPath();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [storageBlocked, setStorageBlocked] = useState(false);
  // Back from the bank's page to this one kept whole by the browser: the button is the player's again.
  usePageRestored(useCallback(() => setBusy(false), []));
  const start = async () => {
    setBusy(true);
    setFailure(null);
    setStorageBlocked(false);
    const result = await initBankLogin(locale);
    // The bank's identification service is one of the deployment's payment providers
    // (PAYMENT_PROVIDER_ORIGINS); any other address, ours included, is refused.
    const target = result.success ? allowedPaymentUrl(result.data.redirectUrl) : null;
    if (!result.success || !target) {
      setFailure(result.success ? apiError() : result);
      setBusy(false);
      return;
    }
    // A login this tab cannot remember is refused when the bank sends the player back: say so
    // now, before the player identifies at the bank for nothing.
    if (!bankReturn.start(result.data.token, currentPath())) {
      setStorageBlocked(true);
      setBusy(false);
      return;
    }
    // The bank returns to its country's login page; a redirect sends the player on to this
    // locale's, by the language cookie (buildBankReturnRedirects, src/routes/next-rules.js).
    await setCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS });
    leaveFor(target);
  };
  return (
    <>
      <Button $variant="secondary" onClick={() => void start()} $busy={busy}>
        {t('login.bankLogin')}
      </Button>
      {failure ? <ApiErrorNotice error={failure} /> : null}
      {storageBlocked ? (
        <Notice tone="error" testId="bank-login-storage">
          <p>{t('login.bankStorageBlocked')}</p>
        </Notice>
      ) : null}
    </>
  );
}
