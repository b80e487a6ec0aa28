import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { I18nextProvider } from 'react-i18next';
import { getLoyalty } from '@/api/main/player';
import { LoginForm } from '@/features/session/LoginForm';
import { SessionLostNotice } from '@/features/session/SessionLostNotice';
import { SEED_PASSWORD } from '@/mocks/seed/players';
import { getWorld } from '@/mocks/world/worlds';
import { Providers } from '@/root/Providers';
import { LocaleProvider } from '@/routes/RouteLink';
import { PanelsProvider } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { server } from '../utils/msw';
import { createI18n } from '../utils/i18n';
import { createRouter } from '../utils/router';

/**
 * A 115 says the session its request was sent in is gone (spec 7.5). One that answers a call
 * sent before the login (a visitor's call held up by a slow backend) is not about the player who
 * has logged in since: it neither logs them out nor says their session ended.
 */

const REGULAR = 'regular@kasino.test';

function Who() {
  const { loginStatus, player, sessionLost, logout } = useProfile();
  return (
    <>
      <output data-testid="who">{`${loginStatus}:${player?.nickName ?? ''}`}</output>
      <button type="button" onClick={() => void logout()}>
        Leave
      </button>
      {sessionLost && loginStatus === 'loggedOut' ? <SessionLostNotice /> : null}
    </>
  );
}

async function renderLoginForm() {
  const router = createRouter({ locale: 'en', pathname: '/games', asPath: '/games', query: {} });
  render(
    <RouterContext.Provider value={router}>
      <LocaleProvider locale="en">
        <I18nextProvider i18n={createI18n('en')}>
          <Providers swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <PanelsProvider admit={(page) => page}>
              <Who />
              <LoginForm idPrefix="t" />
            </PanelsProvider>
          </Providers>
        </I18nextProvider>
      </LocaleProvider>
    </RouterContext.Provider>,
  );
  await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:'));
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), REGULAR);
  await user.type(screen.getByLabelText('Password'), SEED_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
}

/** The next loyalty call, answered 115 only once `release` is called; later ones reach the mock. */
function holdLoyaltyWith115() {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(
      '*/main/player/loyalty',
      async () => {
        await released;
        return HttpResponse.json({ success: false, error: 'Not logged in', errorCode: 115 });
      },
      { once: true },
    ),
  );
  return () => release();
}

describe('a 115', () => {
  it('to a call sent before the login leaves the new player logged in, with no session-lost notice', async () => {
    const user = userEvent.setup();
    await renderLoginForm();
    const release = holdLoyaltyWith115();
    const held = getLoyalty();

    await logIn(user);
    release();
    const answer = await act(() => held);
    expect(answer).toMatchObject({ success: false, errorCode: 115 });
    // The login stands: the clear a 115 starts would have taken the player off the screen by now.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka');
    expect(screen.queryByTestId('session-lost')).not.toBeInTheDocument();
  });

  it('to a call sent in the current session still logs the player out and says so', async () => {
    const user = userEvent.setup();
    await renderLoginForm();
    await logIn(user);
    getWorld().failures.push({ call: 'main.loyalty', remaining: 1, errorCode: 115 });

    await act(() => getLoyalty());
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:'));
    expect(screen.getByTestId('session-lost')).toHaveTextContent('Your session has ended. Please log in again.');
  });

  it('answering the logout itself (a session already gone on the server) is the logout, not a lost session', async () => {
    const user = userEvent.setup();
    await renderLoginForm();
    await logIn(user);
    getWorld().failures.push({ call: 'main.logout', remaining: 1, errorCode: 115 });

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:'));
    expect(screen.queryByTestId('session-lost')).not.toBeInTheDocument();
  });
});
