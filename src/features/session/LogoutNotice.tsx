import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useProfile } from '@/state/profile';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { theme } from '@/ui/theme';
import { useBusy } from '@/ui/use-busy';

/**
 * After a logout whose call failed: the player's data is already off the screen, but the
 * server may still hold the session (a shared computer), so the player is told and can send
 * the logout again. It lives in the shell, not the panel that started it, which logging out
 * closes.
 */
export function LogoutNotice() {
  const { t } = useTranslation('auth');
  const { logout, dismissLogoutNotice } = useProfile();
  const [busy, run] = useBusy();
  return (
    <Floating>
      <Notice tone="error" testId="logout-unconfirmed">
        <p>{t('logoutUnconfirmed')}</p>
        <Actions>
          <Button type="button" $variant="primary" onClick={() => void run(logout)} disabled={busy} aria-busy={busy}>
            {t('logoutRetry')}
          </Button>
          <Button type="button" $variant="secondary" onClick={dismissLogoutNotice}>
            {t('logoutNoticeClose')}
          </Button>
        </Actions>
      </Notice>
    </Floating>
  );
}

const Floating = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${theme.space(6)};
  transform: translateX(-50%);
  width: min(480px, calc(100vw - ${theme.space(8)}));
  z-index: ${theme.z.modal};
  box-shadow: 0 8px 24px rgb(0 0 0 / 40%);
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(3)};
`;
