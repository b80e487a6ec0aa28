import { useTranslation } from 'react-i18next';
import { useProfile } from '@/state/profile';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Notice } from '@/ui/Notice';
import { usePageShowsSessionCheck } from '@/ui/session-check-shown';
import { SessionCheckRetry } from '@/ui/SessionCheckRetry';
import { Actions, Floating } from './floating-notice';

/**
 * A returning player's session check that keeps failing, on a page that renders for visitors
 * meanwhile (the lobby, a game group): the header's "Log in" and "Register" would tell a player
 * whose session may well be open that they were logged out. Says so, with a check again; a page
 * that says it itself (a guarded page, the login page, the bonus wheel) is left to say it.
 */
export function SessionCheckNotice() {
  const { t } = useTranslation('common');
  const { sessionCheckFailure, retrySessionCheck } = useProfile();
  if (usePageShowsSessionCheck() || !sessionCheckFailure) return null;
  return (
    <Floating>
      <Notice tone="error" testId="session-check-notice">
        <p>{t('sessionCheck.failedHere')}</p>
        <ApiErrorNotice error={sessionCheckFailure} specificOnly />
        <Actions>
          <SessionCheckRetry onRetry={retrySessionCheck} />
        </Actions>
      </Notice>
    </Floating>
  );
}
