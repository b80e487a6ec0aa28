import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteGuard } from '@/features/shell/RouteGuard';
import { ForgotPasswordScreen } from '@/features/session/ForgotPasswordScreen';
import { LoginScreen } from '@/features/session/LoginScreen';
import { VerifyEmailScreen } from '@/features/session/VerifyEmailScreen';
import { mailOf } from '@/mocks/world/mail';
import { getWorld } from '@/mocks/world/worlds';
import { useProfile } from '@/state/profile';
import { renderWithProviders } from '../utils/render';

function Who() {
  const { player } = useProfile();
  return <output data-testid="who">{player?.nickName ?? ''}</output>;
}

describe('autologin link', () => {
  it('logs the player in with the t token and reloads the current path', async () => {
    getWorld().loginTokens.set('auto-token', { userId: 1002, status: 'ok' });
    const { router } = renderWithProviders(
      <>
        <Who />
        <LoginScreen />
      </>,
      { locale: 'fi', router: { pathname: '/login', asPath: '/kirjaudu?t=auto-token', query: { t: 'auto-token' } } },
    );
    expect(await screen.findByText('Kirjaudutaan sisään…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('Onnenpekka'));
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
  });

  it('leaves the logged-in player to the guard when Next cannot make the navigation after the login', async () => {
    getWorld().loginTokens.set('auto-token', { userId: 1002, status: 'ok' });
    // Next refuses a full load of the URL it is on when the page's data fails to load.
    const replace = jest.fn(async (url: unknown, _as?: unknown, options?: { shallow?: boolean }) => {
      if (url !== '/fi/kirjaudu' || options?.shallow) return true;
      throw new Error('Invariant: attempted to hard navigate to the same URL /fi/kirjaudu');
    });
    const { router } = renderWithProviders(
      <RouteGuard guard="redirect-for-authenticated">
        <LoginScreen />
      </RouteGuard>,
      { locale: 'fi', router: { pathname: '/login', asPath: '/kirjaudu?t=auto-token', query: { t: 'auto-token' }, replace } },
    );
    expect(await screen.findByText('Kirjaudutaan sisään…')).toBeInTheDocument();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fi', undefined, { locale: false }));
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
    await user.type(await screen.findByLabelText('E-post'), 'regular@kasino.test');
    await user.type(screen.getByLabelText('Sünnikuupäev'), '1985-04-12');
    await user.click(screen.getByRole('button', { name: 'Saada link' }));
    expect(await screen.findByText(/saatsime sulle lingi/)).toBeInTheDocument();
    const code = mailOf(getWorld())[0]?.code ?? '';
    view.unmount();

    renderWithProviders(<ForgotPasswordScreen />, { locale: 'et', router: { pathname: '/login/forgotPassword', query: { code } } });
    await user.type(await screen.findByLabelText('Uus parool'), 'Uus-parool-1');
    await user.type(screen.getByLabelText('Korda uut parooli'), 'Muu-parool-1');
    await user.click(screen.getByRole('button', { name: 'Määra uus parool' }));
    expect(await screen.findByText('Paroolid ei kattu.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Korda uut parooli'));
    await user.type(screen.getByLabelText('Korda uut parooli'), 'Uus-parool-1');
    await user.click(screen.getByRole('button', { name: 'Määra uus parool' }));
    expect(await screen.findByText(/Sinu parool on muudetud/)).toBeInTheDocument();
    expect(getWorld().players.find((p) => p.userId === 1002)?.password).toBe('Uus-parool-1');
  });

  it('explains a wrong date of birth (109)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordScreen />, { locale: 'fi', router: { pathname: '/login/forgotPassword', query: {} } });
    await user.type(screen.getByLabelText('Sähköposti'), 'regular@kasino.test');
    await user.type(screen.getByLabelText('Syntymäaika'), '2000-01-01');
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
