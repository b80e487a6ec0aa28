import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { href } from '@/routes/href';
import { useCurrentPath, useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { ButtonLink } from '@/ui/Button';
import { lazyComponent } from '@/ui/lazy-component';
import { SessionCheckFailed } from '@/ui/session-check-failed-lazy';
import { RoutePage } from '@/ui/RoutePage';
import { theme } from '@/ui/theme';

/** The player's wheel (its drawing, calls and animation) is no part of a visitor's first load. */
const PlayerWheel = lazyComponent(() => import('./PlayerWheel').then((m) => m.PlayerWheel));

/**
 * The bonus wheel page (spec 2.1 /bonuswheel): what the wheel is, then the player's wheel, or
 * for a visitor a call to log in that brings them back here. While the session is still being
 * checked for someone who may be logged in, neither shows; if that check keeps failing, the
 * page says so with a retry.
 */
export function BonusWheelScreen() {
  const { t } = useTranslation('wheel');
  const { loginStatus, sessionHinted, sessionCheckFailure, retrySessionCheck } = useProfile();
  const visitor = loginStatus === 'loggedOut' || (loginStatus === 'unknown' && !sessionHinted);
  return (
    <RoutePage route="bonusWheel">
      <Intro>{t('intro')}</Intro>
      {loginStatus === 'loggedIn' ? (
        <PlayerWheel />
      ) : visitor ? (
        <LoginCall />
      ) : sessionCheckFailure ? (
        <SessionCheckFailed failure={sessionCheckFailure} onRetry={retrySessionCheck} placement="inline" />
      ) : null}
    </RoutePage>
  );
}

function LoginCall() {
  const { t } = useTranslation('wheel');
  const locale = useLocale();
  const currentPath = useCurrentPath();
  return (
    <Call data-testid="wheel-login-call">
      <h2>{t('visitor.title')}</h2>
      <p>{t('visitor.text')}</p>
      <ol>
        <li>{t('visitor.steps.get')}</li>
        <li>{t('visitor.steps.spin')}</li>
        <li>{t('visitor.steps.win')}</li>
      </ol>
      <ButtonLink $variant="primary" href={href('login', { locale, query: { redirectUrl: currentPath() } })}>
        {t('visitor.login')}
      </ButtonLink>
    </Call>
  );
}

const Intro = styled.p`
  max-width: 60ch;
  margin: 0 0 ${theme.space(6)};
  color: ${theme.color.muted};
  font-size: 18px;
`;

const Call = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(3)};
  max-width: 60ch;
  padding: ${theme.space(5)};
  border: 1px solid ${theme.color.border};
  border-left: 4px solid ${theme.color.primary};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  h2 { margin: 0; font-size: 22px; }
  p, ol { margin: 0; }
  ol { padding-left: ${theme.space(5)}; }
  li + li { margin-top: ${theme.space(1)}; }
  a { max-width: 100%; white-space: normal; text-align: center; }
`;
