import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sidebar } from '@/features/shell/panels/Sidebar';
import { ProfileDropdown } from '@/features/shell/panels/ProfileDropdown';
import type { FrameProps } from '@/features/shell/panels/PanelView';
import { getBalance } from '@/api/main/player';
import { getWorld } from '@/mocks/world/worlds';
import { PanelBody } from '@/root/panel-bodies';
import { PANELS } from '@/root/panels';
import type { ReactNode } from 'react';
import { admitPage, type PanelRegistry, type StackPage } from '@/state/panel-stack';
import { PanelsProvider, usePanels, type Admit } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

// Each test walks several panels against the mock backend; a busy CI machine needs more than 5 s.
jest.setTimeout(15_000);

function Probe() {
  const panels = usePanels();
  const { isLoggedIn } = useProfile();
  return (
    <>
      <output data-testid="stack">{panels.stack.join(',')}</output>
      <output data-testid="who">{isLoggedIn ? 'player' : 'visitor'}</output>
      <button type="button" onClick={() => panels.open('sidebar', 'loggedOut')}>
        open sidebar
      </button>
      <button type="button" onClick={() => panels.open('sidebar', 'profile')}>
        open profile sidebar
      </button>
      <button type="button">outside</button>
    </>
  );
}

type Bodies = Partial<Record<StackPage, () => ReactNode>>;

function setup(bodies: Bodies = {}, locale: 'fi' | 'en' | 'et' = 'fi', load?: FrameProps['loadBody']) {
  // A test body stands in where given (and counts as built); the real ones elsewhere.
  const registry = { ...PANELS } as Record<StackPage, PanelRegistry[StackPage]>;
  for (const page of Object.keys(bodies) as StackPage[]) registry[page] = { ...PANELS[page], built: true, leadsTo: undefined };
  const admit: Admit = (page, isLoggedIn) => admitPage(registry, page, isLoggedIn);
  const Body = ({ page }: { page: StackPage }) => {
    const own = bodies[page];
    return own ? <>{own()}</> : <PanelBody page={page} />;
  };
  const loadBody = load ?? (() => Promise.resolve(Body));
  return renderWithProviders(
    <PanelsProvider admit={admit}>
      <Probe />
      <ProfileDropdown registry={registry} loadBody={loadBody} label="profile">
        <span>corner</span>
      </ProfileDropdown>
      <Sidebar registry={registry} loadBody={loadBody} />
    </PanelsProvider>,
    { locale, router: { pathname: '/', asPath: '/' } },
  );
}

const dropdown = () => screen.getByTestId('profile-dropdown');

describe('the profile dropdown (desktop frame)', () => {
  beforeEach(() => signInAs(1002));

  it('says when the balance could not be loaded, and asks again on Try now (en)', async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.balance', remaining: 'always', status: 500 });
    setup({}, 'en');
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('player'));
    await user.click(screen.getByTestId('profile-dropdown-trigger'));
    const failed = await within(dropdown()).findByTestId('profile-balance-failed', {}, { timeout: 5000 });
    expect(failed).toHaveTextContent('Your balance could not be loaded.');
    expect(within(dropdown()).getByTestId('profile-cash')).toHaveTextContent('–');
    getWorld().failures.length = 0;
    await user.click(within(failed).getByRole('button', { name: 'Try now' }));
    await waitFor(() => expect(within(dropdown()).getByTestId('profile-cash')).toHaveTextContent('€250.00'));
    expect(within(dropdown()).queryByTestId('profile-balance-failed')).not.toBeInTheDocument();
  });

  it('opens the profile panel with the player, balances, wagering and links', async () => {
    const user = userEvent.setup();
    setup();
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('player'));
    const button = screen.getByTestId('profile-dropdown-trigger');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dropdown()).getByRole('heading', { name: 'Profiili' })).toHaveFocus();
    expect(dropdown()).toHaveStyle({ width: '450px' });
    expect(await within(dropdown()).findByText('Onnenpekka')).toBeInTheDocument();
    await waitFor(() => expect(within(dropdown()).getByTestId('profile-cash')).toHaveTextContent('250,00 €'));
    expect(within(dropdown()).getByTestId('profile-promo')).toHaveTextContent('20,00 €');
    // Seed: 100 € to wager, 40 € of it left.
    const bar = within(dropdown()).getByRole('progressbar', { name: 'Kierrätys' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^60,00\s€ \/ 100,00\s€ pelattu$/);
    await waitFor(() => expect(within(dropdown()).getByTestId('profile-avatar')).toHaveAttribute('data-avatar', '7'));
    // Only panels that are there are offered: customer service, transactions, settings (user data,
    // marketing, avatar and closing the account), responsible gaming, documents, campaigns, and logout.
    expect(within(dropdown()).getByRole('button', { name: /Asiakaspalvelu/ })).toBeInTheDocument();
    expect(within(dropdown()).getByRole('button', { name: /Tapahtumat/ })).toBeInTheDocument();
    expect(within(dropdown()).getByRole('button', { name: /Asetukset/ })).toBeInTheDocument();
    expect(within(dropdown()).getByRole('button', { name: /Asiakirjat/ })).toBeInTheDocument();
    expect(within(dropdown()).getByRole('button', { name: /Kampanjat/ })).toBeInTheDocument();
    expect(within(dropdown()).getByRole('button', { name: 'Kirjaudu ulos' })).toBeInTheDocument();
  });

  it('goes deeper at 550 px with a Back button, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    setup();
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('player'));
    await user.click(screen.getByTestId('profile-dropdown-trigger'));
    await user.click(await within(dropdown()).findByRole('button', { name: /Asiakaspalvelu/ }));
    expect(within(dropdown()).getByRole('heading', { name: 'Asiakaspalvelu' })).toHaveFocus();
    expect(dropdown()).toHaveStyle({ width: '550px' });
    expect(await within(dropdown()).findByRole('link', { name: 'support@kasino.example' })).toHaveAttribute('href', 'mailto:support@kasino.example');
    // Back's name is its word, which a phone shows to screen readers only (the arrow alone on screen).
    const back = within(dropdown()).getByRole('button', { name: 'Takaisin' });
    expect(within(back).getByText('Takaisin').tagName).toBe('SPAN');
    await user.click(back);
    expect(within(dropdown()).getByRole('heading', { name: 'Profiili' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dropdown()).not.toBeVisible();
    expect(screen.getByTestId('profile-dropdown-trigger')).toHaveFocus();
  });

  it('goes three panels deep to a list with "show all", and back', async () => {
    const user = userEvent.setup();
    setup();
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('player'));
    await user.click(screen.getByTestId('profile-dropdown-trigger'));
    await user.click(await within(dropdown()).findByRole('button', { name: /Tapahtumat/ }));
    await user.click(await within(dropdown()).findByRole('button', { name: /Talletukset/ }));
    expect(within(dropdown()).getByRole('heading', { name: 'Talletukset' })).toHaveFocus();
    expect(dropdown()).toHaveStyle({ width: '550px' });
    const table = await within(dropdown()).findByRole('table', { name: 'Talletukset' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.querySelector('.value')?.textContent?.replace(/\s/g, ' ')));
    expect(cells).toEqual([
      ['Onnistunut', '25,00 €'],
      ['Onnistunut', '50,00 €'],
    ]);
    expect(within(dropdown()).getByRole('link', { name: 'Näytä kaikki: Talletukset' })).toHaveAttribute('href', '/fi/profile/transactions/deposits');
    await user.click(within(dropdown()).getByRole('button', { name: /Takaisin/ }));
    expect(within(dropdown()).getByRole('heading', { name: 'Tapahtumat' })).toHaveFocus();
    expect(screen.getByTestId('stack')).toHaveTextContent('profile,transactions');
  });

  it('says the panel is loading while the bodies\' code comes, and offers a retry when it could not', async () => {
    const user = userEvent.setup();
    const Body = ({ page }: { page: StackPage }) => <p>body of {page}</p>;
    let arrive: (body: typeof Body) => void = () => {};
    // React reports the failed import its boundary caught; the test asserts what the player sees.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<ReturnType<FrameProps['loadBody']>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    setup({}, 'fi', load);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('player'));
    await user.click(screen.getByTestId('profile-dropdown-trigger'));
    // The frame is open with its title, and the body says what went wrong and how to go on.
    expect(within(dropdown()).getByRole('heading', { name: 'Profiili' })).toBeVisible();
    expect(await within(dropdown()).findByRole('alert')).toHaveTextContent('Paneelia ei voitu ladata. Tarkista yhteys ja yritä uudelleen.');
    await user.click(within(dropdown()).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await within(dropdown()).findByTestId('panel-loading')).toHaveTextContent('Ladataan…');
    await act(async () => arrive(Body));
    expect(await within(dropdown()).findByText('body of profile')).toBeVisible();
    expect(within(dropdown()).queryByTestId('panel-loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    reported.mockRestore();
  });

  it('closes on a press outside', async () => {
    const user = userEvent.setup();
    setup();
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('player'));
    await user.click(screen.getByTestId('profile-dropdown-trigger'));
    expect(dropdown()).toBeVisible();
    await user.click(screen.getByText('outside'));
    expect(dropdown()).not.toBeVisible();
  });

  it('closes and resets when the player logs out from a sub-panel', async () => {
    const user = userEvent.setup();
    const LogOutHere = () => {
      const { logout } = useProfile();
      return (
        <button type="button" onClick={() => void logout()}>
          log out here
        </button>
      );
    };
    setup({ settings: () => <LogOutHere /> });
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('player'));
    await user.click(screen.getByTestId('profile-dropdown-trigger'));
    await user.click(await within(dropdown()).findByRole('button', { name: /Asetukset/ }));
    await user.click(within(dropdown()).getByRole('button', { name: 'log out here' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('visitor'));
    expect(screen.getByTestId('stack')).toHaveTextContent('');
  });

  it('closes and logs out when a call in a panel answers 115', async () => {
    const user = userEvent.setup();
    setup({
      settings: () => (
        <button type="button" onClick={() => void getBalance()}>
          refresh
        </button>
      ),
    });
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('player'));
    await user.click(screen.getByTestId('profile-dropdown-trigger'));
    await user.click(await within(dropdown()).findByRole('button', { name: /Asetukset/ }));
    // The session ends on the backend; the panel's next call answers 115.
    getWorld().sessions.clear();
    await user.click(within(dropdown()).getByRole('button', { name: 'refresh' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('visitor'));
    expect(screen.getByTestId('stack')).toHaveTextContent('');
    expect(screen.queryByTestId('profile-dropdown-trigger')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the profile sidebar (mobile frame)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the same bodies, stacks with Back, and resets 500 ms after closing', async () => {
    signInAs(1002);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup({}, 'et');
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('player'));
    await user.click(screen.getByText('open profile sidebar'));
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByRole('heading', { name: 'Profiil' })).toBeInTheDocument();
    expect(await within(sidebar).findByText('Onnenpekka')).toBeInTheDocument();
    await user.click(within(sidebar).getByRole('button', { name: /Klienditugi/ }));
    expect(within(sidebar).getByRole('heading', { name: 'Klienditugi' })).toBeInTheDocument();
    await user.click(within(sidebar).getByRole('button', { name: /Tagasi/ }));
    await user.click(within(sidebar).getByRole('button', { name: 'Sulge' }));
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByTestId('stack')).toHaveTextContent('profile');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('stack')).toHaveTextContent('');
  });

  it('shows a visitor the login form instead of a panel that needs a login', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup();
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('visitor'));
    await user.click(screen.getByText('open profile sidebar'));
    expect(screen.getByTestId('stack')).toHaveTextContent('loggedOut');
    expect(within(screen.getByTestId('sidebar')).getByRole('heading', { name: 'Tervetuloa' })).toBeInTheDocument();
  });

  it('stays open when it was opened after the navigation started (a ?panel= link on the new page)', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { router } = setup();
    const emit = (router as unknown as { emit: (e: string) => void }).emit;
    act(() => emit('routeChangeStart'));
    await user.click(screen.getByText('open sidebar'));
    act(() => emit('routeChangeComplete'));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('open');
  });

  it('closes 100 ms after a navigation', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { router } = setup();
    await user.click(screen.getByText('open sidebar'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('open');
    // The body (the login form) is in before the navigation: its code comes in two lazy steps.
    expect(await within(screen.getByTestId('sidebar')).findByRole('button', { name: 'Kirjaudu sisään' })).toBeInTheDocument();
    const emit = (router as unknown as { emit: (e: string) => void }).emit;
    act(() => emit('routeChangeStart'));
    act(() => emit('routeChangeComplete'));
    act(() => jest.advanceTimersByTime(99));
    expect(screen.getByTestId('stack')).toHaveTextContent('loggedOut');
    act(() => jest.advanceTimersByTime(1));
    // Closed: it slides out (500 ms) and the stack resets.
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByTestId('sidebar')).not.toHaveAttribute('open');
    expect(screen.getByTestId('stack')).toHaveTextContent('');
  });
});
