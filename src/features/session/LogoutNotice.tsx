import { useTranslation } from 'react-i18next';
import { useProfile } from '@/state/profile';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { useBusy } from '@/ui/use-busy';
import { Actions, Floating } from './floating-notice';

/**
 * After a logout whose call failed: the player's data is already off the screen, but the
 * server may still hold the session (a shared computer), so the player is told and can send
 * the logout again. It lives in the shell, not the panel that started it, which logging out
 * closes.
 */
export function LogoutNotice() {
  const { t } = useTranslation();
  const { logout, dismissLogoutNotice } = useProfile();
  const [busy, run] = useBusy();
  return (
    <Floating>
      <Notice tone="error" testId="logout-unconfirmed">
        <p>{t('logoutNotice.unconfirmed')}</p>
        <Actions>
          <Button type="button" $variant="primary" onClick={() => void run(logout)} $busy={busy}>
            {t('logoutNotice.retry')}
          </Button>
          <Button type="button" $variant="secondary" onClick={dismissLogoutNotice}>
            {t('logoutNotice.close')}
          </Button>
        </Actions>
      </Notice>
    </Floating>
  );
}
