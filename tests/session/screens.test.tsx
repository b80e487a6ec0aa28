import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteGuard } from '@/features/shell/RouteGuard';
import { ForgotPasswordScreen } from '@/features/session/ForgotPasswordScreen';
import { LoginScreen } from '@/features/session/LoginScreen';
import { VerifyEmailScreen } from '@/features/session/VerifyEmailScreen';
import { mailOf } from '@/mocks/world/mail';
import { getWorld } from '@/mocks/world/worlds';
import { useProfile } from '@/state/profile';
import { theme } from '@/ui/theme';
import { renderWithProviders } from '../utils/render';

function Who() {
  const { player } = useProfile();
  return <output data-testid="who">{player?.nickName ?? ''}</output>;
}

describe('autologin link', () => {
  /** The router's non-shallow replaces: the page changes the flow and the guard made. */
  const navigations = (replace: jest.Mock) => replace.mock.calls.filter((call) => !(call[2] as { shallow?: boolean } | undefined)?.shallow).map((call) => call[0]);

  it('logs the player in with the t token and goes on from the login page to home in one navigation', async () => {
    getWorld().loginTokens.set('auto-token', { userId: 1002, status: 'ok' });
    const { router } = renderWithProviders(
      <>
        <Who />
        <RouteGuard guard="redirect-for-authenticated">
          <LoginScreen />
        </RouteGuard>
      </>,
      { locale: 'fi', router: { pathname: '/login', asPath: '/kirjaudu?t=auto-token', query: { t: 'auto-token' } } },
    );
    expect(await screen.findByText('Kirjaudutaan sisään…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('Onnenpekka'));
    await waitFor(() => expect(navigations(router.replace as jest.Mock)).toContain('/fi'));
    expect(navigations(router.replace as jest.Mock)).not.toContain('/fi/kirjaudu');
  });

  it("goes to the login page's safe redirectUrl", async () => {
    getWorld().loginTokens.set('auto-token', { userId: 1002, status: 'ok' });
    const { router } = renderWithProviders(<LoginScreen />, {
      locale: 'fi',
      router: { pathname: '/login', asPath: '/kirjaudu?redirectUrl=%2Ffi%2Fpelit&t=auto-token', query: { t: 'auto-token', redirectUrl: '/fi/pelit' } },
    });
    await waitFor(() => expect(navigations(router.replace as jest.Mock)).toEqual(['/fi/pelit']));
  });

  it('leaves the logged-in player to the guard when Next cannot make the navigation after the login', async () => {
    getWorld().loginTokens.set('auto-token', { userId: 1002, status: 'ok' });
    // Next rejects a navigation it cannot make (the page's data failed, and a full load was refused): the flow's first one here.
    let refused = false;
    const replace = jest.fn(async (_url: unknown, _as?: unknown, options?: { shallow?: boolean }) => {
      if (options?.shallow || refused) return true;
      refused = true;
      throw new Error('Invariant: attempted to hard navigate to the same URL');
    });
    renderWithProviders(
      <RouteGuard guard="redirect-for-authenticated">
        <LoginScreen />
      </RouteGuard>,
      { locale: 'fi', router: { pathname: '/login', asPath: '/kirjaudu?t=auto-token', query: { t: 'auto-token' }, replace } },
    );
    expect(await screen.findByText('Kirjaudutaan sisään…')).toBeInTheDocument();
    // The flow's navigation failed; the guard's follows once the page is no longer held.
    await waitFor(() => expect(navigations(replace)).toEqual(['/fi', '/fi']));
    expect(screen.queryByText('Kirjaudutaan sisään…')).not.toBeInTheDocument();
  });

  it('shows the bad-credentials message for a used or unknown token', async () => {
    renderWithProviders(<LoginScreen />, { locale: 'en', router: { pathname: '/login', asPath: '/login?t=nope', query: { t: 'nope' } } });
    expect(await screen.findByText('The email or password is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('asks for the link, then sets a new password with the mailed code', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<ForgotPasswordScreen />, { locale: 'et', router: { pathname: '/login/forgotPassword', query: {} } });
    await user.type(await screen.findByLabelText(/^E-post/), 'regular@kasino.test');
    await user.type(screen.getByLabelText(/^Sünnikuupäev/), '1985-04-12');
    await user.click(screen.getByRole('button', { name: 'Saada link' }));
    expect(await screen.findByText(/saatsime sulle lingi/)).toBeInTheDocument();
    const code = mailOf(getWorld())[0]?.code ?? '';
    view.unmount();

    renderWithProviders(<ForgotPasswordScreen />, { locale: 'et', router: { pathname: '/login/forgotPassword', query: { code } } });
    await user.type(await screen.findByLabelText(/^Uus parool/), 'Uus-parool-1');
    await user.type(screen.getByLabelText(/^Korda uut parooli/), 'Muu-parool-1');
    await user.click(screen.getByRole('button', { name: 'Määra uus parool' }));
    expect(await screen.findByText('Paroolid ei kattu.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Korda uut parooli/));
    await user.type(screen.getByLabelText(/^Korda uut parooli/), 'Uus-parool-1');
    await user.click(screen.getByRole('button', { name: 'Määra uus parool' }));
    expect(await screen.findByText(/Sinu parool on muudetud/)).toBeInTheDocument();
    expect(getWorld().players.find((p) => p.userId === 1002)?.password).toBe('Uus-parool-1');
  });

  it('shows the field errors in the danger colour, like every form, and the intro muted', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordScreen />, { locale: 'fi', router: { pathname: '/login/forgotPassword', query: {} } });
    await user.click(await screen.findByRole('button', { name: 'Lähetä linkki' }));
    const errors = await screen.findAllByText('Tämä kenttä on pakollinen.');
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toHaveStyle({ color: theme.color.danger });
    expect(screen.getByText(/Anna sähköpostiosoitteesi ja syntymäaikasi/)).toHaveStyle({ color: theme.color.muted });
  });

  it('explains a wrong date of birth (109)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordScreen />, { locale: 'fi', router: { pathname: '/login/forgotPassword', query: {} } });
    await user.type(screen.getByLabelText(/^Sähköposti/), 'regular@kasino.test');
    await user.type(screen.getByLabelText(/^Syntymäaika/), '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Lähetä linkki' }));
    expect(await screen.findByText('Syntymäaika ei vastaa tietojamme.')).toBeInTheDocument();
  });
});

describe('verify email', () => {
  it('activates the account with the code from the link, once', async () => {
    getWorld().codes.set('act-1', { userId: 1007, kind: 'activation', used: false });
    const view = renderWithProviders(<VerifyEmailScreen />, { locale: 'en', router: { pathname: '/verifyemail', query: { code: 'act-1' } } });
    expect(await screen.findByText(/Your email is verified/)).toBeInTheDocument();
    expect(getWorld().players.find((p) => p.userId === 1007)?.status).toBe('active');
    view.unmount();
    renderWithProviders(<VerifyEmailScreen />, { locale: 'en', router: { pathname: '/verifyemail', query: { code: 'act-1' } } });
    expect(await screen.findByText('This link has already been used.')).toBeInTheDocument();
  });

  it('says what is missing without a code', async () => {
    renderWithProviders(<VerifyEmailScreen />, { locale: 'fi', router: { pathname: '/verifyemail', query: {} } });
    expect(await screen.findByText(/aktivointisähköpostisi linkin/)).toBeInTheDocument();
  });
});
