import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { isLogoutPending } from '@/data/player/player-query';
import { resendUnheardLogout } from '@/data/player/unheard-logout';
import { useProfile } from '@/state/profile';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { useBusy } from '@/ui/use-busy';
import { Actions, Floating } from './floating-notice';

/**
 * After a logout whose call failed: the player's data is already off the screen, but the
 * server may still hold the session (a shared computer), so the player is told and can send
 * the logout again. Until one is heard, no page of this browser resumes the session (the mark,
 * src/data/player/player-query.ts), and each page load sends it again. It lives in the shell,
 * not the panel that started it, which logging out closes.
 */
export function LogoutNotice() {
  const { t } = useTranslation();
  const { logoutUnconfirmed, dismissLogoutNotice } = useProfile();
  const [busy, run] = useBusy();
  // This page's own sending failed too (the profile's says so through logoutUnconfirmed).
  const [failed, setFailed] = useState(false);
  // Sends the logout again. Nothing is on screen to clear: the page is a visitor's already.
  const logOutAgain = () =>
    run(async () => {
      const heard = await resendUnheardLogout();
      // Unheard with the mark gone: a login since took it away (use-login-flow.ts), and this
      // answer is not about its session.
      setFailed(!heard && isLogoutPending());
      if (heard) dismissLogoutNotice();
    });
  // A page loaded while a logout is unheard: sent again at once; the notice shows only if this
  // one fails too. Once (a ref, for React's development double run).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || logoutUnconfirmed || !isLogoutPending()) return;
    sent.current = true;
    void logOutAgain();
    // Once, as the page loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!logoutUnconfirmed && !failed) return null;
  return (
    <Floating>
      <Notice tone="error" testId="logout-unconfirmed">
        <p>{t('logoutNotice.unconfirmed')}</p>
        <Actions>
          <Button type="button" $variant="primary" onClick={() => void logOutAgain()} $busy={busy}>
            {t('logoutNotice.retry')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              setFailed(false);
              dismissLogoutNotice();
            }}
          >
            {t('logoutNotice.close')}
          </Button>
        </Actions>
      </Notice>
    </Floating>
  );
}
