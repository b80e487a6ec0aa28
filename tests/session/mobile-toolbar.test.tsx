import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AccountBar } from '@/features/session/AccountBar';
import { MobileToolbar } from '@/features/session/MobileToolbar';
import { getWorld } from '@/mocks/world/worlds';
import { server } from '../utils/msw';
import { recoverBackend } from '../utils/session-check';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

const REGULAR = 1002;
const HOME = { pathname: '/', asPath: '/', query: {} };

describe('the mobile toolbar', () => {
  it("shows the session's time once its start is known", async () => {
    signInAs(REGULAR);
    renderWithProviders(<MobileToolbar />, { locale: 'fi', router: HOME });
    // jsdom applies no media query, so the mobile-only toolbar counts as hidden here.
    const toolbar = within(await screen.findByTestId('mobile-toolbar'));
    await waitFor(() => expect(toolbar.getByRole('timer', { hidden: true })).toHaveTextContent(/^\d{2}:\d{2}(:\d{2})?$/));
    await waitFor(() => expect(toolbar.getByText(/€/)).toBeInTheDocument());
  });

  it('is a landmark of its own, named for what it holds (axe: no content outside every landmark)', async () => {
    signInAs(REGULAR);
    renderWithProviders(<MobileToolbar />, { locale: 'et', router: HOME });
    // jsdom applies no media query, so the mobile-only toolbar counts as hidden here.
    const toolbar = await screen.findByTestId('mobile-toolbar');
    expect(screen.getByRole('complementary', { hidden: true })).toBe(toolbar);
    // Hidden by jsdom's lack of media queries, it has no computed name here: its label, then.
    expect(toolbar).toHaveAttribute('aria-label', 'Seansi aeg ja saldo');
  });

  it('never reads 00:00 while the session start is unknown (the activity call fails)', async () => {
    server.use(http.get('*/main/player/activity', () => new HttpResponse('down', { status: 503 })));
    signInAs(REGULAR);
    renderWithProviders(<MobileToolbar />, { locale: 'et', router: HOME });
    // jsdom applies no media query, so the mobile-only toolbar counts as hidden here.
    const toolbar = within(await screen.findByTestId('mobile-toolbar'));
    // The balance arrives; the time stays unknown.
    await waitFor(() => expect(toolbar.getByText(/€/)).toBeInTheDocument());
    expect(toolbar.getByRole('timer', { hidden: true })).toHaveTextContent('…');
    expect(toolbar.getByRole('timer', { hidden: true })).not.toHaveTextContent('00:00');
  });

  // The seeded regular player has 250 € of cash and 20 € of bonus money: the toolbar's "Saldo"
  // and the desktop account corner show the balance (spec 3 Balance.balance), not the cash alone
  // (the profile panel splits it into withdrawable cash and promo).
  it('shows the balance, cash and bonus money together, in the page\'s money format', async () => {
    signInAs(REGULAR);
    renderWithProviders(<MobileToolbar />, { locale: 'fi', router: HOME });
    const toolbar = within(await screen.findByTestId('mobile-toolbar'));
    await waitFor(() => expect(toolbar.getByText(/€/)).toHaveTextContent(/^270,00\s€$/));
  });

  it('shows the same balance in the desktop account corner (en)', async () => {
    signInAs(REGULAR);
    renderWithProviders(<AccountBar />, { locale: 'en', router: HOME });
    await waitFor(() => expect(screen.getByTestId('desktop-balance')).toHaveTextContent(/^€270\.00$/));
  });

  // A failed balance call with nothing known before it: said in words that everyone sees (not a
  // dash named only for screen readers, nor a '…' that reads as loading forever); the figure
  // comes back by itself once the call answers.
  it.each([
    ['fi', 'ei saatavilla', 'Saldo ei saatavilla'],
    ['en', 'unavailable', 'Balance unavailable'],
    ['et', 'pole saadaval', 'Saldo pole saadaval'],
  ] as const)('says the balance is unavailable in visible words while its call fails, in the toolbar and the corner (%s)', async (locale, toolbarText, cornerText) => {
    getWorld().failures.push({ call: 'main.balance', remaining: 'always', status: 500 });
    signInAs(REGULAR);
    renderWithProviders(
      <>
        <MobileToolbar />
        <AccountBar />
      </>,
      { locale, router: HOME },
    );
    const toolbar = within(await screen.findByTestId('mobile-toolbar'));
    // Under the toolbar's visible "Saldo"/"Balance", the words themselves, not a dash.
    await waitFor(() => expect(toolbar.getByTestId('balance-unavailable')).toHaveTextContent(new RegExp(`^${toolbarText}$`)));
    const corner = screen.getByTestId('desktop-balance');
    expect(corner).toHaveTextContent(new RegExp(`^${cornerText}$`));
    expect(within(corner).getByTestId('balance-unavailable')).not.toHaveAttribute('aria-hidden');
    // Words, not a figure: under the name, as 'game on' is.
    expect(corner.parentElement).toHaveAttribute('data-stacked');
    recoverBackend();
  });
});
