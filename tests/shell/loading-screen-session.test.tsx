import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { LoadingScreen } from '@/features/shell/LoadingScreen';
import { useLoadingView } from '@/state/loading';
import { useProfile } from '@/state/profile';
import { REGULAR } from '../api/session';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

const HINT = 'kasino_signed_in';

/** What a player sees of the session: their nickname and balance once known, and the loading screen over them. */
function Page() {
  const { player, balance } = useProfile();
  return (
    <>
      <p>{player ? `Hello ${player.nickName}` : 'Hello visitor'}</p>
      {balance ? <p>Balance in</p> : null}
      {useLoadingView().phase === 'hidden' ? null : <LoadingScreen />}
    </>
  );
}

/**
 * Holds the balance call until released, so the page is caught with a player and no balance
 * yet; `asked` settles once the call has come in.
 */
function holdBalance(): { asked: Promise<void>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let received = () => {};
  const asked = new Promise<void>((resolve) => {
    received = resolve;
  });
  server.use(
    // Answering nothing after the wait lets the mock's own handler answer.
    http.get('*/main/player/balance', async () => {
      received();
      await held;
    }),
  );
  return { asked, release };
}

describe('the loading screen and the session', () => {
  afterEach(() => {
    document.cookie = `${HINT}=; max-age=0; path=/`;
  });

  it('covers a returning player’s page (the hint said a session may exist) until the balance is in', async () => {
    signInAs(REGULAR);
    document.cookie = `${HINT}=1; path=/`;
    const { release } = holdBalance();
    renderWithProviders(<Page />);
    expect(await screen.findByTestId('loading-screen')).toBeInTheDocument();
    await screen.findByText(/^Hello (?!visitor)/, undefined, { timeout: 5000 });
    expect(screen.getByTestId('loading-screen')).toBeInTheDocument();
    release();
    await screen.findByText('Balance in');
  });

  it('does not come over a page already in use when a session turns up that the hint did not announce', async () => {
    signInAs(REGULAR);
    const { asked, release } = holdBalance();
    renderWithProviders(<Page />);
    // The page is the player's (the account corner would be there to click) while the balance loads.
    await screen.findByText(/^Hello (?!visitor)/, undefined, { timeout: 5000 });
    // The balance asked for is when the screen would come up; act lets React finish what that
    // sets off (a loading flag, then the screen's phase) before the page is looked at.
    await act(() => asked);
    expect(screen.queryByTestId('loading-screen')).toBeNull();
    release();
    await screen.findByText('Balance in');
    expect(screen.queryByTestId('loading-screen')).toBeNull();
  });
});
