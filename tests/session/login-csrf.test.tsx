import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { BankLoginButton } from '@/features/session/BankLoginButton';
import { bankReturn } from '@/features/session/bank-return';
import { LoginScreen } from '@/features/session/LoginScreen';
import { RouteGuard } from '@/features/shell/RouteGuard';
import { leaveFor } from '@/lib/leave-site';
import { getWorld } from '@/mocks/world/worlds';
import { useProfile } from '@/state/profile';
import { renderWithProviders } from '../utils/render';
import { server } from '../utils/msw';
import { signInAs } from '../utils/session';

jest.mock('@/lib/leave-site', () => ({ leaveFor: jest.fn() }));

function Who() {
  const { loginStatus, player } = useProfile();
  return <output data-testid="who">{`${loginStatus}:${player?.nickName ?? ''}`}</output>;
}

/** The login page as the app renders it: behind its guard, with the player shown beside it. */
function loginPage(query: Record<string, string>, asPath: string, locale: 'fi' | 'en' | 'et' = 'fi') {
  return renderWithProviders(
    <>
      <Who />
      <RouteGuard guard="redirect-for-authenticated">
        <LoginScreen />
      </RouteGuard>
    </>,
    { locale, router: { pathname: '/login', asPath, query } },
  );
}

jest.setTimeout(20_000);

const SHALLOW = { locale: false, shallow: true, scroll: false };

beforeEach(() => {
  window.sessionStorage.clear();
  jest.mocked(leaveFor).mockClear();
});

describe('bank login return (?bankToken=)', () => {
  it('logs in when this tab started that very login, and returns where it started', async () => {
    getWorld().loginTokens.set('bank-1', { userId: 1004, status: 'ok' });
    bankReturn.start('bank-1', '/fi/kampanjat');
    const { router } = loginPage({ bankToken: 'bank-1' }, '/kirjaudu?bankToken=bank-1');
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent(/^loggedIn:/));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fi/kampanjat', undefined, { locale: false }));
    expect(getWorld().loginTokens.has('bank-1')).toBe(false);
    // Once the login is over, the guard sends a logged-in player off the login page.
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fi', undefined, { locale: false }));
  });

  it('refuses a return this tab did not start (a link from someone else), with a message, and logs no one in', async () => {
    getWorld().loginTokens.set('bank-2', { userId: 1004, status: 'ok' });
    const { router } = loginPage({ bankToken: 'bank-2' }, '/kirjaudu?bankToken=bank-2');
    expect(await screen.findByText(/Tätä pankkikirjautumista ei aloitettu tässä selaimessa/)).toBeInTheDocument();
    expect(screen.getByLabelText('Sähköposti')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedOut:'));
    // loginStatus was never asked: the token is unused and no session began.
    expect(getWorld().loginTokens.get('bank-2')).toEqual({ userId: 1004, status: 'ok' });
    expect(getWorld().sessions.size).toBe(0);
    expect(router.replace).toHaveBeenCalledWith('/fi/kirjaudu', undefined, SHALLOW);
  });

  it('refuses a return when this tab started another bank login, and uses the nonce once', async () => {
    getWorld().loginTokens.set('bank-3', { userId: 1004, status: 'ok' });
    bankReturn.start('mine', '/en');
    renderWithProviders(<LoginScreen />, { locale: 'en', router: { pathname: '/login', asPath: '/login?bankToken=bank-3', query: { bankToken: 'bank-3' } } });
    expect(await screen.findByText(/This bank login was not started in this browser/)).toBeInTheDocument();
    expect(bankReturn.take('mine')).toBe(false);
    expect(getWorld().sessions.size).toBe(0);
  });
});

describe('autologin link (?t=)', () => {
  it('asks a logged-in player before replacing them, and staying keeps their session and the token unused', async () => {
    const user = userEvent.setup();
    signInAs(1002);
    getWorld().loginTokens.set('auto-2', { userId: 1006, status: 'ok' });
    const { router } = loginPage({ t: 'auto-2' }, '/kirjaudu?t=auto-2');
    expect(await screen.findByRole('heading', { name: 'Olet jo kirjautunut sisään' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Olet kirjautunut sisään nimellä Onnenpekka. Haluatko kirjautua sisään avaamallasi linkillä? Käyttäjä Onnenpekka kirjataan silloin ulos.')).toBeInTheDocument();
    // The guard waits with the question on screen instead of sending the player home.
    expect(router.replace).not.toHaveBeenCalledWith('/fi', undefined, { locale: false });
    expect(getWorld().loginTokens.has('auto-2')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Pysy kirjautuneena nimellä Onnenpekka' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fi', undefined, { locale: false }));
    expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka');
    expect(getWorld().loginTokens.has('auto-2')).toBe(true);
  });

  it('replaces the player only once they choose the link', async () => {
    const user = userEvent.setup();
    signInAs(1002);
    getWorld().loginTokens.set('auto-3', { userId: 1006, status: 'ok' });
    const { router } = loginPage({ t: 'auto-3' }, '/sisselogimine?t=auto-3', 'et');
    await user.click(await screen.findByRole('button', { name: 'Jätka lingiga' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Mängur'));
    expect(getWorld().loginTokens.has('auto-3')).toBe(false);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/et', undefined, { locale: false }));
  });

  it('tells a logged-in player when the link they chose fails, and keeps them logged in', async () => {
    const user = userEvent.setup();
    signInAs(1002);
    loginPage({ t: 'used' }, '/login?t=used', 'en');
    await user.click(await screen.findByRole('button', { name: 'Continue with the link' }, { timeout: 5000 }));
    expect(await screen.findByText('The email or password is wrong.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka');
  });

  it('logs a visitor in without asking', async () => {
    getWorld().loginTokens.set('auto-4', { userId: 1002, status: 'ok' });
    const { router } = loginPage({ t: 'auto-4' }, '/kirjaudu?t=auto-4');
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('loggedIn:Onnenpekka'));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fi', undefined, { locale: false }));
    expect(screen.queryByRole('heading', { name: 'Olet jo kirjautunut sisään' })).not.toBeInTheDocument();
  });

  it('leaves the address bar at once, keeping the rest of the query', async () => {
    const { router } = loginPage({ t: 'nope', redirectUrl: '/fi/pelit' }, '/kirjaudu?t=nope&redirectUrl=%2Ffi%2Fpelit');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fi/kirjaudu?redirectUrl=%2Ffi%2Fpelit', undefined, SHALLOW));
    expect(router.replace).toHaveBeenCalledTimes(1);
  });
});

describe('bank login start', () => {
  it('does not follow a redirect to a host outside the payment providers, and says so', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/main/payment/initLogin', () => Response.json({ success: true, token: 'bank-x', redirectUrl: 'https://evil.example/bank?token=bank-x' })));
    renderWithProviders(<BankLoginButton />, { locale: 'en', router: { pathname: '/login', asPath: '/login', query: {} } });
    await user.click(await screen.findByRole('button', { name: 'Log in with your bank' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(bankReturn.take('bank-x')).toBe(false);
  });

  it('keeps the login for its return and leaves for the bank', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BankLoginButton />, { locale: 'fi', router: { pathname: '/login', asPath: '/kirjaudu', query: {} } });
    await user.click(await screen.findByRole('button', { name: 'Kirjaudu pankkitunnuksilla' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem('kasino.bankLogin')).toContain('"token"');
  });

  it('where this tab cannot keep the login (storage blocked or full), says so and stays, rather than send the player to a bank whose return it would refuse', async () => {
    const user = userEvent.setup();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      renderWithProviders(<BankLoginButton />, { locale: 'fi', router: { pathname: '/login', asPath: '/kirjaudu', query: {} } });
      const button = await screen.findByRole('button', { name: 'Kirjaudu pankkitunnuksilla' });
      await user.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent('Pankkikirjautuminen vaatii, että selain voi tallentaa');
      expect(button).not.toHaveAttribute('aria-busy');
      expect(leaveFor).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
  });
});
