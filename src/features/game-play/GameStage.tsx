import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { COOL_OFF_CODE } from '@/api/errors';
import { LazyApiErrorNotice } from '@/ui/lazy-api-error-notice';
import { Button } from '@/ui/Button';
import { SessionCheckFailed } from '@/ui/session-check-failed-lazy';
import { Spinner } from '@/ui/Spinner';
import type { LaunchState } from './use-game-launch';
import { Links, WayBack } from './WayBack';
import { theme } from '@/ui/theme';


/**
 * What fills the game's box: a loading state until the launch URL arrives, then the game's
 * iframe, or the failure (of the launch, or of the session check it waits for). The box itself
 * is sized by the layout and never changes with the state, so nothing moves when the game arrives.
 *
 * The sandbox keeps what a game provider needs (its own scripts, origin, forms and popups for
 * rules and help) but not top navigation: a game must not be able to take the site away.
 */
export function GameStage({ name, state, onRetry, onPlayDemo }: { name: string; state: LaunchState; onRetry: () => Promise<void> | void; onPlayDemo: () => void }) {
  const { t } = useTranslation('game');
  if (state.status === 'ready') {
    return (
      <>
        <SpinnerBehind $size="large" />
        <Frame
          title={name}
          src={state.launch.url}
          allow="autoplay"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          data-testid="game-frame"
          data-mode={state.launch.mode}
        />
      </>
    );
  }
  if (state.status === 'sessionCheckFailed') {
    return (
      <Centre>
        <SessionCheckFailed failure={state.failure} onRetry={onRetry} placement="inline" />
      </Centre>
    );
  }
  if (state.status === 'loading') {
    return (
      <Centre role="status">
        <Spinner $size="large" />
        <p>{t('loading')}</p>
      </Centre>
    );
  }
  return (
    <Centre>
      {/* Says what failed: the catalogue's reason alone ("Something went wrong") did not say it was the game. */}
      <p data-testid="launch-failed">
        <strong>{t('launchFailed')}</strong>
      </p>
      <LazyApiErrorNotice error={state.error} />
      {/* A cool-off refuses real money only: free play stays open (spec 8's 217; the cool-off's own words). */}
      {state.error.errorCode === COOL_OFF_CODE ? (
        <Links>
          <Button $variant="primary" onClick={onPlayDemo}>
            {t('playDemo')}
          </Button>
        </Links>
      ) : null}
      {state.final ? (
        <WayBack />
      ) : (
        <Links>
          <Button $variant="primary" onClick={() => void onRetry()}>
            {t('retry')}
          </Button>
        </Links>
      )}
    </Centre>
  );
}

const Frame = styled.iframe`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
`;

const Centre = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${theme.space(4)};
  padding: ${theme.space(4)};
  overflow: auto;
  text-align: center;
  p { margin: 0; }
`;

/** Under the iframe, which covers it as soon as the game paints; centred by its own size. */
const SpinnerBehind = styled(Spinner)`
  position: absolute;
  inset: 0;
  margin: auto;
`;
