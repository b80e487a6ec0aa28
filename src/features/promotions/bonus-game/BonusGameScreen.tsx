import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useProfile } from '@/state/profile';
import { lazyComponent, type LazyState } from '@/ui/lazy-component';
import { SessionCheckFailed } from '@/ui/session-check-failed-lazy';
import { LoginCallout } from '@/ui/LoginCallout';
import { RetryNotice } from '@/ui/RetryNotice';
import { RoutePage } from '@/ui/RoutePage';
import { theme } from '@/ui/theme';
import type { BonusGameView } from './view';

/** The code did not load (a deploy, the network): say so, with a retry. */
function Pending({ failed, retry }: LazyState) {
  const { t } = useTranslation('bonus-game');
  return failed ? <RetryNotice message={t('errors:unexpected')} retryLabel={t('retry')} onRetry={retry} /> : null;
}

/**
 * The player's progress and rewards: the data clients, the progress bar and the reward list
 * are the logged-in player's, so they are a chunk of their own and no visitor downloads them.
 */
const PlayerProgress = lazyComponent(() => import('./BonusGameProgress').then((m) => m.BonusGameProgress), { loading: (state) => <Pending {...state} /> });

/**
 * The bonus game and gold rush pages (spec 2.1, 7.2): a static shell that says what the page is
 * to everyone; the player's progress and rewards for a logged-in player, a login call to action
 * for a visitor, and nothing while the session is not known yet (no flash of either), unless
 * the check keeps failing: then the page says so with a retry.
 */
export function BonusGameScreen({ view }: { view: BonusGameView }) {
  const { t } = useTranslation('bonus-game');
  const { loginStatus, sessionCheckFailure, retrySessionCheck } = useProfile();
  return (
    <RoutePage route={view}>
      <Intro>{t(`intro.${view}`)}</Intro>
      {loginStatus === 'loggedIn' ? (
        <PlayerProgress view={view} />
      ) : loginStatus === 'loggedOut' ? (
        <Visitor>
          <LoginCallout testId="bonus-game-visitor" text={t('visitor.text')} action={t('visitor.login')} />
        </Visitor>
      ) : sessionCheckFailure ? (
        <SessionCheckFailed failure={sessionCheckFailure} onRetry={retrySessionCheck} placement="inline" />
      ) : null}
    </RoutePage>
  );
}

const Intro = styled.p`
  max-width: 70ch;
  margin: 0 0 ${theme.space(6)};
  color: ${theme.color.muted};
  font-size: 17px;
  line-height: 1.5;
`;

/** A visitor's call to action, as wide as the player's sections would be. */
const Visitor = styled.div`
  max-width: 960px;
`;
