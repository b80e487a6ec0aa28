import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { ApiError } from '@/api/errors';
import type { Game } from '@/api/schemas/content';
import { useReportLaunchFailed } from '@/state/game-on';
import { useProfile } from '@/state/profile';
import { LazyApiErrorNotice } from '@/ui/lazy-api-error-notice';
import { DocumentTitle } from '@/ui/DocumentTitle';
import { Notice } from '@/ui/Notice';
import { ExitControl, FavouriteControl, FullscreenControl } from './GameControls';
import { GameStage } from './GameStage';
import { useFullscreen } from './use-fullscreen';
import { useGameLaunch } from './use-game-launch';
import { useRoundRefresh } from './use-round-refresh';
import { theme } from '@/ui/theme';
import { LoginCallout } from '@/ui/LoginCallout';

const gameName = (game: Game) => game.translation || game.friendly_name;

/**
 * A game being played: its bar (name, mode, exit, full screen, favourite), the game's box and,
 * under it, the visitor's note or a failed favourite call. The wrapper is what goes full
 * screen, so the bar and its exit stay in reach there.
 */
export function GamePlayer({ game }: { game: Game }) {
  const { t } = useTranslation('game');
  const name = gameName(game);
  const { loginStatus, isLoggedIn, sessionHinted } = useProfile();
  const { state, retry, playDemo } = useGameLaunch(game.id);
  const fullscreen = useFullscreen<HTMLDivElement>();
  const [favouriteError, setFavouriteError] = useState<ApiError | null>(null);
  // Free play replaces the button that asked for it: focus goes to the game's box, not <body>.
  const stage = useRef<HTMLDivElement>(null);
  const playFree = () => {
    stage.current?.focus();
    playDemo();
  };
  useRoundRefresh(state.status === 'ready' ? state.launch.url : null, isLoggedIn);
  const failed = state.status === 'failed';
  useReportLaunchFailed(failed);
  // The visitor's note is in the server's HTML, so it paints with the page instead of after the
  // session check (it was the page's largest late paint); it goes once a session is known or
  // hinted, or once the check fails (no game is playing for fun then). It sits last on the page,
  // so its going moves nothing.
  const showVisitorNote = loginStatus === 'loggedOut' || (loginStatus === 'unknown' && !sessionHinted && state.status !== 'sessionCheckFailed');

  return (
    <>
      <DocumentTitle title={name} />
      <Wrapper ref={fullscreen.ref} data-testid="game-wrapper">
        <Bar>
          <h1>{name}</h1>
          {state.status === 'ready' ? <Mode>{t(state.launch.mode === 'real' ? 'modeReal' : 'modeDemo')}</Mode> : null}
          <Controls>
            <FavouriteControl game={game} name={name} onError={setFavouriteError} />
            {/* Nothing to see full screen after a failed launch: its message fits the page. */}
            {fullscreen.supported && (!failed || fullscreen.active) ? <FullscreenControl active={fullscreen.active} onToggle={fullscreen.toggle} /> : null}
            <ExitControl />
          </Controls>
        </Bar>
        <Stage ref={stage} tabIndex={-1} aria-busy={state.status === 'loading'}>
          <GameStage name={name} state={state} onRetry={retry} onPlayDemo={playFree} />
        </Stage>
      </Wrapper>
      <Notes>
        {/* What failed in its own words (a 503's generic line said nothing of the favourite), then
            the backend's own failure when it says more. */}
        {favouriteError ? (
          <Notice tone="error" testId="favourite-failed">
            <p>{t('favouriteFailed')}</p>
          </Notice>
        ) : null}
        {favouriteError ? <LazyApiErrorNotice error={favouriteError} specificOnly /> : null}
        {showVisitorNote ? <LoginCallout announce testId="demo-note" text={t('demoNote')} action={t('demoLogin')} /> : null}
      </Notes>
    </>
  );
}

/** Desktop: everything above the game's box (navbar, paddings, the bar), so it fits the viewport. */
const DESKTOP_CHROME = '156px';
/** Mobile: top bar, session toolbar, the bar, paddings and the bottom bar. */
const MOBILE_CHROME = '224px';

const Stage = styled.div`
  position: relative;
  overflow: hidden;
  margin: 0 auto;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  /* 16:9 within the content width, no taller than the viewport allows. */
  aspect-ratio: 16 / 9;
  width: min(100%, calc((100vh - ${DESKTOP_CHROME}) * 16 / 9));
  width: min(100%, calc((100dvh - ${DESKTOP_CHROME}) * 16 / 9));
  ${theme.media.mobile} {
    aspect-ratio: auto;
    width: 100%;
    height: calc(100vh - ${MOBILE_CHROME});
    height: calc(100dvh - ${MOBILE_CHROME});
    min-height: 420px;
    border-radius: 0;
  }
`;

const Wrapper = styled.div`
  display: grid;
  /* minmax(0, 1fr): a long game name must ellipsize, not widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(3)};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(4)} ${theme.space(6)};
  ${theme.media.mobile} {
    gap: ${theme.space(2)};
    padding: ${theme.space(2)} 0 0;
  }
  &:fullscreen {
    grid-template-rows: auto minmax(0, 1fr);
    max-width: none;
    padding: ${theme.space(2)};
    background: ${theme.color.bg};
  }
  &:fullscreen ${Stage} {
    width: 100%;
    height: 100%;
    min-height: 0;
    aspect-ratio: auto;
  }
`;

/** The heading is a plain <h1> (styled from here) so the server HTML carries it bare. */
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-height: 48px;
  ${theme.media.mobile} {
    gap: ${theme.space(2)};
    padding: 0 ${theme.space(3)};
  }
  /* Up to two lines: on a phone, beside the controls, one line cut "Book of Samurai Mega
     Spins" to "Book of Samurai …". */
  h1 {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    flex: 1 1 auto;
    min-width: 0;
    margin: 0;
    overflow: hidden;
    overflow-wrap: anywhere;
    font-size: clamp(18px, 2.2vw, 26px);
    line-height: 1.25;
  }
`;

const Mode = styled.span`
  flex: none;
  padding: 2px ${theme.space(3)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.muted};
  font-size: 13px;
  font-weight: 700;
  ${theme.media.narrow} {
    display: none;
  }
`;

const Controls = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Notes = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(3)};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space(6)} ${theme.space(6)};
  ${theme.media.mobile} {
    padding: ${theme.space(3)};
  }
  &:empty { display: none; }
`;
