import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useEffect, useRef } from 'react';
import { LoginForm } from '@/features/session/LoginForm';
import { RouteGuard } from '@/features/shell/RouteGuard';
import { SEED_PASSWORD } from '@/mocks/seed/players';
import { getWorld } from '@/mocks/world/worlds';
import { useProfile } from '@/state/profile';
import { emulateFocusFixup } from '../utils/focus-fixup';
import { server } from '../utils/msw';
import { mainCalls } from '../utils/player-panel';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

function Who() {
  const { loginStatus, player } = useProfile();
  return <output data-testid="who">{`${loginStatus}:${player?.nickName ?? ''}`}</output>;
}

/**
 * The login status as a commit's effects see it. Rendered after the guard, its effect runs after
 * the guard's in the same commit: once it shows a status, the guard has acted on that status.
 */
function SeenByEffects() {
  const { loginStatus } = useProfile();
  const out = useRef<HTMLOutputElement>(null);
  useEffect(() => {
    if (out.current) out.current.textContent = loginStatus;
  }, [loginStatus]);
  return <output ref={out} data-testid="seen-by-effects" />;
}

const setup = (locale: 'fi' | 'en' | 'et' = 'fi') =>
  renderWithProviders(
    <>
      <Who />
      <LoginForm idPrefix="t" />
    </>,
    { locale, router: { pathname: '/games', asPath: '/pelit', query: {} } },
  );

/** Fills and sends the Finnish login form as a player would. */
async function logInFi(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Sähköposti'), email);
  await user.type(screen.getByLabelText('Salasana'), password);
  await user.click(screen.getByRole('button', { name: 'Kirjaudu sisään' }));
}

describe('login form', () => {
  it('shows translated errors at the fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    setup('et');
    await user.type(screen.getByLabelText('E-post'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Logi sisse' }));
    expect(await screen.findByText('Sisesta e-posti aadress kujul nimi@naide.ee.')).toBeInTheDocument();
    expect(screen.getByText('See väli on kohustuslik.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-post')).toHaveValue('not-an-email');
    expect(screen.getByLabelText('E-post')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the catalogue message for bad credentials', async () => {
    const user = userEvent.setup();
    setup('fi');
    await logInFi(user, 'regular@kasino.test', 'wrong-pass');
    expect(await screen.findByText('Sähköposti tai salasana on väärin.')).toBeInTheDocument();
    expect(screen.getByLabelText('Salasana')).toHaveValue('wrong-pass');
  });

  it('highlights an inactive account with its end date and the activation hint', async () => {
    const user = userEvent.setup();
    setup('en');
    await user.type(screen.getByLabelText('Email'), 'inactive@kasino.test');
    await user.type(screen.getByLabelText('Password'), SEED_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const notice = await screen.findByTestId('api-error');
    expect(notice).toHaveTextContent('Your account is not active.');
    expect(notice).toHaveTextContent(/Until \d{1,2} \w+ 20\d\d/);
    expect(notice).toHaveTextContent('Open the activation link');
  });

  it('runs the login flow: player, then reload of the current path', async () => {
    const user = userEvent.setup();
    const { router } = setup('fi');
    await logInFi(user, 'regular@kasino.test', SEED_PASSWORD);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fi/pelit', undefined, { locale: false }));
  });

  it('sends a first-time player to the limits page', async () => {
    const user = userEvent.setup();
    const { router } = setup('fi');
    await logInFi(user, 'first@kasino.test', SEED_PASSWORD);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fi/profile/limits', undefined, { locale: false }));
  });

  it("sends a logged-in player on the login page to its redirectUrl in the page's language, a path made in another going to the same route", async () => {
    signInAs(getWorld().players.find((p) => p.email === 'eesti@kasino.test')?.userId ?? 0);
    const replace = jest.fn(() => Promise.resolve(true));
    renderWithProviders(
      <RouteGuard guard="redirect-for-authenticated">
        <p>login</p>
      </RouteGuard>,
      { locale: 'et', router: { pathname: '/login', asPath: '/sisselogimine?redirectUrl=%2Fen%2Fgames%2Ffavourites%3Fx%3D1', query: { redirectUrl: '/en/games/favourites?x=1' }, replace } },
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/et/mangud/lemmikud?x=1', undefined, { locale: false }));
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it("from the login page, the flow alone goes to its redirectUrl: the page's guard waits for it instead of racing it there", async () => {
    const user = userEvent.setup();
    // The navigation is under way while the new page loads (the login page is still there).
    let arrive: (done: boolean) => void = () => undefined;
    const replace = jest.fn(() => new Promise<boolean>((resolve) => (arrive = resolve)));
    renderWithProviders(
      <>
        <Who />
        <RouteGuard guard="redirect-for-authenticated">
          <LoginForm idPrefix="t" />
        </RouteGuard>
        <SeenByEffects />
      </>,
      { locale: 'fi', router: { pathname: '/login', asPath: '/kirjaudu?redirectUrl=%2Ffi%2Fpelit%3Fpanel%3Dtransactions', query: { redirectUrl: '/fi/pelit?panel=transactions' }, replace } },
    );
    await logInFi(user, 'regular@kasino.test', SEED_PASSWORD);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/fi/pelit?panel=transactions', undefined, { locale: false }));
    // A second navigation there would cancel what the page does on arrival (the ?panel= link's
    // panel): the guard has acted on the logged-in player while the flow's navigation is under way.
    await waitFor(() => expect(screen.getByTestId('seen-by-effects')).toHaveTextContent('loggedIn'));
    expect(replace).toHaveBeenCalledTimes(1);
    // The new page is there: the flow ends and lets go of the login page (no hold left for later tests).
    await act(async () => arrive(true));
    expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka');
  });

  it('logs the player out and clears their data on a 115 anywhere', async () => {
    const user = userEvent.setup();
    setup('fi');
    await logInFi(user, 'regular@kasino.test', SEED_PASSWORD);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
    getWorld().sessions.clear();
    const { getBalance } = await import('@/api/main/player');
    // The 115 logs the player out from inside the call: React's updates happen in act.
    await act(() => getBalance());
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:'));
  });
});

describe('login form while the login is under way', () => {
  let stopFixup = () => {};
  beforeEach(() => (stopFixup = emulateFocusFixup()));
  afterEach(() => {
    stopFixup();
    server.events.removeAllListeners();
  });

  /** Holds the login's answer (the backend's own: a wrong password is refused) until `answer()`. */
  function holdLogin() {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.post('*/main/login', () => held.then(() => undefined), { once: true }));
    return () => act(answer);
  }

  it('sent by Enter on the button: the busy button keeps focus, a second Enter sends nothing, and focus is still there after the refusal', async () => {
    const user = userEvent.setup();
    const logins = mainCalls('login');
    const answer = holdLogin();
    setup('en');
    await user.type(screen.getByLabelText('Email'), 'regular@kasino.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    const submit = screen.getByRole('button', { name: 'Log in' });
    act(() => submit.focus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(logins).toHaveLength(1));
    await waitFor(() => expect(submit).toHaveAccessibleName('Logging in…'));
    expect(submit).toHaveFocus();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');

    await answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is wrong.');
    expect(submit).toHaveFocus();
    expect(submit).toHaveAccessibleName('Log in');
    expect(submit).not.toHaveAttribute('aria-disabled');
    expect(logins).toHaveLength(1);
  });

  it('sent by Enter in the password field: Enter there again sends nothing', async () => {
    const user = userEvent.setup();
    const logins = mainCalls('login');
    const answer = holdLogin();
    setup('en');
    await user.type(screen.getByLabelText('Email'), 'regular@kasino.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass{Enter}');
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Logging in…' })).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');

    await answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is wrong.');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(logins).toHaveLength(1);
  });
});
