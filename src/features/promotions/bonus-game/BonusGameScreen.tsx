import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { href } from '@/routes/href';
import { useCurrentPath, useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { Button, ButtonLink } from '@/ui/Button';
import { lazyComponent, type LazyState } from '@/ui/lazy-component';
import { Notice } from '@/ui/Notice';
import { RoutePage } from '@/ui/RoutePage';
import { theme } from '@/ui/theme';
import type { BonusGameView } from './view';

/** The code did not load (a deploy, the network): say so, with a retry. */
function Pending({ failed, retry }: LazyState) {
  const { t } = useTranslation('bonus-game');
  return failed ? (
    <Failed>
      <Notice tone="error">
        <p>{t('errors:unexpected')}</p>
      </Notice>
      <Button $variant="secondary" onClick={retry}>
        {t('retry')}
      </Button>
    </Failed>
  ) : null;
}

/**
 * The player's progress and rewards: the data clients, the progress bar and the reward list
 * are the logged-in player's, so they are a chunk of their own and no visitor downloads them.
 */
const PlayerProgress = lazyComponent(() => import('./BonusGameProgress').then((m) => m.BonusGameProgress), { loading: (state) => <Pending {...state} /> });

/** A visitor learns what the page is and logs in to come back here. */
function VisitorCta() {
  const { t } = useTranslation('bonus-game');
  const locale = useLocale();
  const currentPath = useCurrentPath();
  return (
    <Cta data-testid="bonus-game-visitor">
      <p>{t('visitor.text')}</p>
      <ButtonLink $variant="primary" href={href('login', { locale, query: { redirectUrl: currentPath() } })}>
        {t('visitor.login')}
      </ButtonLink>
    </Cta>
  );
}

/**
 * The bonus game and gold rush pages (spec 2.1, 7.2): a static shell that says what the page is
 * to everyone; the player's progress and rewards for a logged-in player, a login call to action
 * for a visitor, and nothing while the session is not known yet (no flash of either).
 */
export function BonusGameScreen({ view }: { view: BonusGameView }) {
  const { t } = useTranslation('bonus-game');
  const { loginStatus } = useProfile();
  return (
    <RoutePage route={view}>
      <Intro>{t(`intro.${view}`)}</Intro>
      {loginStatus === 'loggedIn' ? <PlayerProgress view={view} /> : loginStatus === 'loggedOut' ? <VisitorCta /> : null}
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

const Cta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  max-width: 760px;
  padding: ${theme.space(4)} ${theme.space(5)};
  border: 1px solid ${theme.color.border};
  border-left: 4px solid ${theme.color.primary};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  p { margin: 0; flex: 1 1 280px; }
  a { max-width: 100%; white-space: normal; text-align: center; }
`;

const Failed = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space(3)};
`;
