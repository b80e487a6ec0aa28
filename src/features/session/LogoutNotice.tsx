import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { LOGOUT_PENDING_COOKIE } from '@/data/player/player-query';
import { removeCookie } from '@/lib/cookies';
import { useProfile } from '@/state/profile';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { useBusy } from '@/ui/use-busy';
import { Actions, Floating } from './floating-notice';

/**
 * After a logout whose call failed: the player's data is already off the screen, but the
 * server may still hold the session (a shared computer), so the player is told and can send
 * the logout again. Until one is heard, no page of this browser resumes the session, and each
 * page load sends it again. It lives in the shell, not the panel that started it, which logging out
 * closes.
 */
export function LogoutNotice() {
  const { t } = useTranslation();
  const { logout, logoutUnconfirmed, dismissLogoutNotice } = useProfile();
  const [busy, run] = useBusy();
  // Sends the logout again; once the server has heard it, the browser's mark goes with it.
  const logOutAgain = () =>
    run(async () => {
      if (await logout()) await removeCookie(LOGOUT_PENDING_COOKIE);
    });
  // A page loaded while a logout is unheard (the browser's mark, player-query.ts): the logout
  // is sent again at once, and the notice shows only if this one fails too.
  useEffect(() => {
    if (!logoutUnconfirmed) void logOutAgain();
    // Once, as the page loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!logoutUnconfirmed) return null;
  return (
    <Floating>
      <Notice tone="error" testId="logout-unconfirmed">
        <p>{t('logoutNotice.unconfirmed')}</p>
        <Actions>
          <Button type="button" $variant="primary" onClick={() => void logOutAgain()} $busy={busy}>
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
