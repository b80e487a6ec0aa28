import { useTranslation } from 'react-i18next';
import { href } from '@/routes/href';
import { useCurrentPath, useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { Button, ButtonLink } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { Actions, Floating } from './floating-notice';

/**
 * A 115 in the middle of a flow (spec 7.5) has logged the player out and closed what needed a
 * login: the player is told why, with the login page that leads back here. It lives in the
 * shell, as the panel or page that met the 115 is gone; the next login takes it away.
 */
export function SessionLostNotice() {
  const { t } = useTranslation(['errors', 'common']);
  const { dismissSessionLost } = useProfile();
  const locale = useLocale();
  const currentPath = useCurrentPath();
  return (
    <Floating>
      <Notice tone="error" testId="session-lost">
        <p>{t('errors:notLoggedIn')}</p>
        <Actions>
          <ButtonLink $variant="primary" href={href('login', { locale, query: { redirectUrl: currentPath() } })}>
            {t('common:nav.login')}
          </ButtonLink>
          <Button type="button" $variant="secondary" onClick={dismissSessionLost}>
            {t('common:sidebar.close')}
          </Button>
        </Actions>
      </Notice>
    </Floating>
  );
}
