import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { Button } from '@/ui/Button';
import { SessionCheckFailed } from '@/ui/session-check-failed-lazy';
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
export function GameStage({ name, state, onRetry }: { name: string; state: LaunchState; onRetry: () => Promise<void> | void }) {
  const { t } = useTranslation('game');
  if (state.status === 'ready') {
    return (
      <>
        <SpinnerBehind aria-hidden="true" />
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
        <Spinner aria-hidden="true" />
        <p>{t('loading')}</p>
      </Centre>
    );
  }
  return (
    <Centre>
      <ApiErrorNotice error={state.error} />
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

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled.span`
  display: block;
  width: 40px;
  height: 40px;
  border: 4px solid ${theme.color.border};
  border-top-color: ${theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
`;

/** Under the iframe, which covers it as soon as the game paints. */
const SpinnerBehind = styled(Spinner)`
  position: absolute;
  top: calc(50% - 20px);
  left: calc(50% - 20px);
`;
