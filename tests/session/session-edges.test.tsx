import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ProfilePanel } from '@/features/account/ProfilePanel';
import { LoginForm } from '@/features/session/LoginForm';
import { LogoutNotice } from '@/features/session/LogoutNotice';
import { SessionLostNotice } from '@/features/session/SessionLostNotice';
import { getLoyalty } from '@/api/main/player';
import { isLogoutPending, LOGOUT_PENDING_COOKIE } from '@/data/player/player-query';
import { RouteGuard } from '@/features/shell/RouteGuard';
import { SEED_PASSWORD } from '@/mocks/seed/players';
import { getWorld } from '@/mocks/world/worlds';
import { Providers } from '@/root/Providers';
import { LocaleProvider } from '@/routes/RouteLink';
import type { LoginStatus } from '@/routes/guard';
import { PanelsProvider } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { createI18n } from '../utils/i18n';
import { createRouter } from '../utils/router';
import { holdPost, server } from '../utils/msw';
import { signInAs } from '../utils/session';

/** Every login status the screens were given, in order. */
let seen: LoginStatus[] = [];

function Who() {
  const { loginStatus, player, logoutUnconfirmed, sessionLost } = useProfile();
  useEffect(() => {
    if (seen.at(-1) !== loginStatus) seen.push(loginStatus);
  }, [loginStatus]);
  return (
    <>
      <output data-testid="who">{`${loginStatus}:${player?.nickName ?? ''}`}</output>
      {/* As the app's layout renders it (src/root/AppLayout.tsx UnconfirmedLogout). */}
      {logoutUnconfirmed || isLogoutPending() ? <LogoutNotice /> : null}
      {sessionLost && loginStatus === 'loggedOut' ? <SessionLostNotice /> : null}
    </>
  );
}

/** The app's providers with a short retry unit, so the policy's back-off takes milliseconds. */
function renderApp(ui: ReactNode, locale: 'fi' | 'en' | 'et' = 'en') {
  const router = createRouter({ locale, pathname: '/games', asPath: locale === 'fi' ? '/pelit' : '/games', query: {} });
  render(
    <RouterContext.Provider value={router}>
      <LocaleProvider locale={locale}>
        <I18nextProvider i18n={createI18n(locale)}>
          <Providers swr={{ provider: () => new Map(), dedupingInterval: 0, errorRetryInterval: 5 }}>
            <PanelsProvider admit={(page) => page}>
              <Who />
              {ui}
            </PanelsProvider>
          </Providers>
        </I18nextProvider>
      </LocaleProvider>
    </RouterContext.Provider>,
  );
  return router;
}

const failNext = (call: string, times = 1, status = 503) => getWorld().failures.push({ call, remaining: times, status });
const REGULAR = 'regular@kasino.test';
const regular = () => {
  const player = getWorld().players.find((p) => p.email === REGULAR);
  if (!player) throw new Error('no regular player');
  return player;
};

/** Logs the regular player in through the login form on screen. */
async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), REGULAR);
  await user.type(screen.getByLabelText('Password'), SEED_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  seen = [];
});

describe('the first player check', () => {
  it('is retried after a failure other than 115, and never reads as logged out meanwhile', async () => {
    signInAs(regular().userId);
    failNext('main.player', 2);
    renderApp(null);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
    expect(seen).toEqual(['unknown', 'loggedIn']);
    expect(getWorld().failures).toEqual([]);
  });

  it('on a page that needs a login, a check that keeps failing says so with a retry instead of a blank page', async () => {
    const user = userEvent.setup();
    signInAs(regular().userId);
    failNext('main.player', 99);
    renderApp(<RouteGuard guard="auth-required"><h1>Transactions</h1></RouteGuard>, 'fi');
    const failed = await screen.findByTestId('session-check-failed');
    expect(failed).toHaveTextContent('Emme pystyneet tarkistamaan, oletko kirjautunut sisään');
    expect(screen.queryByRole('heading', { name: 'Transactions' })).not.toBeInTheDocument();
    expect(screen.getByTestId('who')).toHaveTextContent('unknown:');

    getWorld().failures.length = 0;
    await user.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.queryByTestId('session-check-failed')).not.toBeInTheDocument();
  });

  it('reads as logged out at once when the answer is 115 (no session)', async () => {
    renderApp(null);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:'));
    expect(seen).toEqual(['unknown', 'loggedOut']);
  });
});

describe('a 115 in the middle of a flow', () => {
  it("logs the player out and says the session ended, with the way back in, until closed", async () => {
    const user = userEvent.setup();
    signInAs(regular().userId);
    renderApp(null, 'et');
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
    getWorld().failures.push({ call: 'main.loyalty', remaining: 1, errorCode: 115 });
    await act(() => getLoyalty());
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:'));
    const notice = screen.getByTestId('session-lost');
    expect(notice).toHaveTextContent('Sinu seanss on lõppenud. Palun logi uuesti sisse.');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Logi sisse' })).toHaveAttribute('href', expect.stringContaining('redirectUrl='));
    await user.click(screen.getByRole('button', { name: 'Sulge' }));
    expect(screen.queryByTestId('session-lost')).not.toBeInTheDocument();
  });

  it("says nothing to a visitor, whose session check answers 115", async () => {
    renderApp(null);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:'));
    expect(screen.queryByTestId('session-lost')).not.toBeInTheDocument();
  });
});

describe('a logout whose call fails', () => {
  it('still clears the player from the screen, says the server may not have heard it, and retries', async () => {
    const user = userEvent.setup();
    signInAs(regular().userId);
    renderApp(<ProfilePanel />, 'fi');
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
    failNext('main.logout');
    await user.click(screen.getByTestId('panel-logout'));

    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:'));
    expect(screen.queryByText('Onnenpekka')).not.toBeInTheDocument();
    const notice = screen.getByTestId('logout-unconfirmed');
    expect(notice).toHaveTextContent('Sinut on kirjattu ulos tällä laitteella, mutta palvelimeen ei saatu yhteyttä');
    expect(notice).toHaveAttribute('role', 'alert');
    // The server still holds the session: the failed call did not reach it.
    expect(getWorld().sessions.size).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Kirjaudu ulos uudelleen' }));
    await waitFor(() => expect(screen.queryByTestId('logout-unconfirmed')).not.toBeInTheDocument());
    expect(getWorld().sessions.size).toBe(0);
  });

  it('says nothing when the logout is heard', async () => {
    const user = userEvent.setup();
    signInAs(regular().userId);
    renderApp(<ProfilePanel />);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
    await user.click(screen.getByTestId('panel-logout'));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:'));
    expect(screen.queryByTestId('logout-unconfirmed')).not.toBeInTheDocument();
    expect(getWorld().sessions.size).toBe(0);
  });

  /** A logout that fails, as the first page load sees it; then that page is gone (a reload). */
  async function failedLogoutThenReload(user: ReturnType<typeof userEvent.setup>) {
    signInAs(regular().userId);
    renderApp(<ProfilePanel />, 'fi');
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
    failNext('main.logout');
    await user.click(screen.getByTestId('panel-logout'));
    await screen.findByTestId('logout-unconfirmed');
    await waitFor(() => expect(document.cookie).toContain(`${LOGOUT_PENDING_COOKIE}=1`));
    expect(getWorld().sessions.size).toBe(1);
    cleanup();
    seen = [];
  }

  it('leaves no page of this browser to resume the session: the next page load sends the logout first and shows the player nothing', async () => {
    const user = userEvent.setup();
    await failedLogoutThenReload(user);
    const player = regular();
    renderApp(null, 'fi');
    // The server has heard it now: the session is gone, the mark with it, and nothing to say.
    await waitFor(() => expect(getWorld().sessions.size).toBe(0));
    await waitFor(() => expect(document.cookie).not.toContain(LOGOUT_PENDING_COOKIE));
    expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:');
    expect(seen).not.toContain('loggedIn');
    expect(screen.queryByText(player.nickName)).not.toBeInTheDocument();
    expect(screen.queryByTestId('logout-unconfirmed')).not.toBeInTheDocument();
  });

  it('says so again on a page load whose logout fails too, and still resumes nothing', async () => {
    const user = userEvent.setup();
    await failedLogoutThenReload(user);
    failNext('main.logout');
    renderApp(null, 'et');
    expect(await screen.findByTestId('logout-unconfirmed')).toHaveTextContent('Oled selles seadmes välja logitud');
    expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:');
    expect(seen).not.toContain('loggedIn');
    expect(getWorld().sessions.size).toBe(1);
    expect(document.cookie).toContain(`${LOGOUT_PENDING_COOKIE}=1`);
  });

  it('the notice can be closed', async () => {
    const user = userEvent.setup();
    signInAs(regular().userId);
    renderApp(<ProfilePanel />, 'et');
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
    failNext('main.logout');
    await user.click(screen.getByTestId('panel-logout'));
    await user.click(await screen.findByRole('button', { name: 'Sulge' }));
    expect(screen.queryByTestId('logout-unconfirmed')).not.toBeInTheDocument();
  });
});

describe('a failure right after a successful login', () => {
  /** The login form once the visitor's first check has answered (so it does not take the injected failure). */
  async function loginForm() {
    const router = renderApp(<LoginForm idPrefix="t" />);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:'));
    return router;
  }


  it.each(['main.player', 'main.activity'])(
    'of %s shows a message with a retry, and neither bounces to login nor sends a regular player to the limits page',
    async (call) => {
      const user = userEvent.setup();
      const router = await loginForm();
      failNext(call);
      await logIn(user);
      expect(await screen.findByTestId('after-login-failure')).toHaveTextContent('You are logged in, but your account did not load. Please try again.');
      expect(router.replace).not.toHaveBeenCalled();
      expect(router.push).not.toHaveBeenCalled();
      expect(screen.getByTestId('who')).not.toHaveTextContent('loggedIn');

      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
      await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/en/games', undefined, { locale: false }));
      expect(router.replace).not.toHaveBeenCalledWith(expect.stringContaining('limits'), undefined, { locale: false });
      // One login call only: the retry did not log in again.
      expect(getWorld().sessions.size).toBe(1);
      expect(screen.queryByTestId('after-login-failure')).not.toBeInTheDocument();
    },
  );

  it('a failed balance does not stop the login: the balance query asks again', async () => {
    const user = userEvent.setup();
    const router = await loginForm();
    failNext('main.balance');
    await logIn(user);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/en/games', undefined, { locale: false }));
    expect(screen.queryByTestId('after-login-failure')).not.toBeInTheDocument();
  });
});

describe('a login while a logout is still unheard (the browser\'s mark)', () => {
  /** A page loaded after a logout that was not heard: its mark, as failedLogoutThenReload leaves it. */
  const markUnheardLogout = () => {
    document.cookie = `${LOGOUT_PENDING_COOKIE}=1; path=/`;
  };

  it('sends that logout first and then logs in: the mark does not log the new session out', async () => {
    const user = userEvent.setup();
    markUnheardLogout();
    // Neither the page's own retry nor the login's may be heard: only the login takes the mark away.
    failNext('main.logout', 99);
    renderApp(<LoginForm idPrefix="t" />);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:'));
    // The page's own retry has failed: it says so.
    await screen.findByTestId('logout-unconfirmed');
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(new URL(request.url).pathname);
    });
    await logIn(user);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
    // The old session's logout went before the login, so it could not end the new one.
    expect(posts.slice(0, 2)).toEqual(['/main/logout', '/main/login']);
    expect(isLogoutPending()).toBe(false);
    expect(screen.queryByTestId('logout-unconfirmed')).not.toBeInTheDocument();
    getWorld().failures.length = 0;
    server.events.removeAllListeners('request:start');
  });

  it('leaves the new session alone when the page\'s retry answers after the login', async () => {
    const user = userEvent.setup();
    markUnheardLogout();
    // The page's retry of the logout is held until the player is in, then answers as the server
    // did for the session it left with (jest's requests read their cookies late, a browser's not).
    const release = holdPost('logout', () => HttpResponse.json({ success: true }));
    renderApp(<LoginForm idPrefix="t" />);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:'));
    await logIn(user);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
    const answered = new Promise<void>((resolve) => {
      server.events.on('response:mocked', ({ request }) => {
        if (new URL(request.url).pathname === '/main/logout') resolve();
      });
    });
    await release();
    await act(() => answered);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka');
    expect(getWorld().sessions.size).toBe(1);
    expect(isLogoutPending()).toBe(false);
    expect(screen.queryByTestId('logout-unconfirmed')).not.toBeInTheDocument();
    server.events.removeAllListeners('response:mocked');
  });
});
