import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DepositsPanel, GameActionsPanel } from '@/features/wallet/TransactionPanels';
import { TransactionsScreen } from '@/features/wallet/TransactionsScreen';
import { formatShortDate } from '@/lib/format-date';
import { localDay } from '@/lib/day-range';
import { HISTORY_PLAYER } from '@/mocks/seed/transaction-history';
import { getWorld } from '@/mocks/world/worlds';
import { admitPanel } from '@/root/panels';
import type { Locale } from '@/routes/href';
import { PanelsProvider } from '@/state/panels';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

const FIRST = 1001;
const day = (daysAgo: number) => localDay(new Date(Date.now() - daysAgo * 86_400_000));

function setup(ui: ReactElement, { userId = HISTORY_PLAYER.userId, pathname, query = {}, locale = 'en' }: { userId?: number; pathname: string; query?: Record<string, string>; locale?: Locale }) {
  signInAs(userId);
  return renderWithProviders(<PanelsProvider admit={admitPanel}>{ui}</PanelsProvider>, { locale, router: { pathname, query } });
}

/** The query strings of the game-action calls the screen sends. */
function gameCalls(): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/main/transactions/games') calls.push(url.searchParams);
  });
  return calls;
}

afterEach(() => server.events.removeAllListeners());

describe('the game actions page', () => {
  const GAME_ACTIONS = '/profile/transactions/gameactions';

  it('refuses an end before the start and a future day at the fields, keeps what was typed and goes nowhere', async () => {
    const { router } = setup(<TransactionsScreen kind="game-actions" />, { pathname: GAME_ACTIONS });
    await screen.findByRole('table', { name: 'Game actions' });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(from, { target: { value: day(10) } });
    fireEvent.change(to, { target: { value: day(20) } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveValue(day(20));
    fireEvent.change(to, { target: { value: day(-2) } });
    expect(await screen.findByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(to).toHaveAttribute('max', day(0));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('puts a valid range in the address bar, from page 1', async () => {
    const { router } = setup(<TransactionsScreen kind="game-actions" />, { pathname: GAME_ACTIONS, query: { page: '3' } });
    await screen.findByRole('table', { name: 'Game actions' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: day(60) } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: day(30) } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/en/profile/transactions/gameactions?from=${day(60)}&to=${day(30)}`, undefined, { locale: false, scroll: false }));
  });

  it('asks the backend for the range in the address bar and says how many it found; pages keep the range', async () => {
    const calls = gameCalls();
    setup(<TransactionsScreen kind="game-actions" />, { pathname: GAME_ACTIONS, query: { from: day(200), to: day(1) }, locale: 'fi' });
    const status = await screen.findByText(/^\d+ pelitapahtuma(a)? ajalla /);
    const [from, to] = [new Date(Date.now() - 200 * 86_400_000), new Date(Date.now() - 86_400_000)];
    const start = new Date(from.getFullYear(), from.getMonth(), from.getDate()).toISOString();
    const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).toISOString();
    expect(calls.at(-1)?.get('startTime')).toBe(start);
    expect(calls.at(-1)?.get('endTime')).toBe(end);
    const inRange = getWorld().players.find((p) => p.userId === HISTORY_PLAYER.userId)?.bets.filter((b) => b.createdTime >= start && b.createdTime < end) ?? [];
    expect(status.textContent).toMatch(new RegExp(`^${inRange.length} pelitapahtumaa ajalla `));
    const pages = screen.getByRole('navigation', { name: 'Sivut: Pelitapahtumat' });
    expect(within(pages).getByRole('link', { name: 'Sivu 2' })).toHaveAttribute('href', `/fi/profile/transactions/gameactions?page=2&from=${day(200)}&to=${day(1)}`);
    expect(screen.getByRole('button', { name: 'Tyhjennä päivämäärät' })).toBeInTheDocument();
  });

  it('shows a bad range from the address bar at its field and lists everything meanwhile', async () => {
    const calls = gameCalls();
    setup(<TransactionsScreen kind="game-actions" />, { pathname: GAME_ACTIONS, query: { from: day(1), to: day(5) } });
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveValue(day(5));
    await screen.findByRole('table', { name: 'Game actions' });
    expect(calls.every((params) => !params.has('startTime') && !params.has('endTime'))).toBe(true);
  });

  it('clears the range from the address bar and keeps focus in the form', async () => {
    const { router } = setup(<TransactionsScreen kind="game-actions" />, { pathname: GAME_ACTIONS, query: { from: day(30) } });
    await screen.findByText(/^\d+ game actions? since /);
    fireEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(router.push).toHaveBeenCalledWith('/en/profile/transactions/gameactions', undefined, { locale: false, scroll: false });
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveFocus());
  });

  it('offers all game actions when a range holds none', async () => {
    setup(<TransactionsScreen kind="game-actions" />, { pathname: GAME_ACTIONS, query: { from: day(0), to: day(0) }, userId: FIRST });
    expect(await screen.findByText('No game actions in this period.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all game actions' })).toHaveAttribute('href', '/en/profile/transactions/gameactions');
  });
});

describe('the list pages', () => {
  it('say when the page asked for is past the end, and lead to the last one', async () => {
    setup(<TransactionsScreen kind="deposits" />, { pathname: '/profile/transactions/deposits', query: { page: '9' } });
    expect(await screen.findByText('This list has no page 9 any more. The last page is 3.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute('href', '/en/profile/transactions/deposits?page=3');
  });

  it('paginate by the address bar, the control carrying the page', async () => {
    setup(<TransactionsScreen kind="withdraws" />, { pathname: '/profile/transactions/withdraw', query: { page: '2' }, locale: 'et' });
    const table = await screen.findByRole('table', { name: 'Väljamaksed' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4);
    const pages = screen.getByRole('navigation', { name: 'Lehed: Väljamaksed' });
    expect(within(pages).getByRole('link', { name: 'Lehekülg 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('lead an empty deposit list to a deposit, and hide the control with one page', async () => {
    setup(<TransactionsScreen kind="deposits" />, { pathname: '/profile/transactions/deposits', userId: FIRST });
    expect(await screen.findByText('No deposits yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a deposit' })).toHaveAttribute('href', '/en/profile/transactions/deposits?panel=deposit');
    expect(screen.queryByRole('navigation', { name: /^Pages of/ })).not.toBeInTheDocument();
  });
});

describe('the overview', () => {
  it("leads each empty list on to what fills it, with no 'Show all' of nothing", async () => {
    setup(<TransactionsScreen />, { pathname: '/profile/transactions', userId: FIRST });
    expect(await screen.findByText('No withdrawals yet.')).toBeInTheDocument();
    expect(await screen.findByText('No game actions yet.')).toBeInTheDocument();
    expect(await screen.findByText('No deposits yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Show all/ })).not.toBeInTheDocument();
  });

  it("offers 'Show all' under a list that has transactions", async () => {
    setup(<TransactionsScreen />, { pathname: '/profile/transactions' });
    expect(await screen.findByRole('link', { name: 'Show all: Withdrawals' })).toHaveAttribute('href', '/en/profile/transactions/withdraw');
  });
});

describe('the dates of a transaction panel', () => {
  it.each([
    ['fi', DepositsPanel, 'Talletukset', /^\d{1,2}\.\d{1,2}\.\d{4}$/u, /^klo\u00a0\d{1,2}\.\d{2}$/u],
    ['et', GameActionsPanel, 'Mängutehingud', /^\d{1,2}\. \p{L}+ \d{4},$/u, /^\d{2}:\d{2}$/],
    ['en', DepositsPanel, 'Deposits', /^\d{1,2} \p{L}+ \d{4},$/u, /^\d{2}:\d{2}$/],
  ] as const)('%s: the compact date, the day and the time each whole, in the formatter\'s words', async (locale, Panel, name, dayPart, timePart) => {
    setup(<Panel />, { pathname: '/', locale });
    const table = await screen.findByRole('table', { name });
    const player = getWorld().players.find((p) => p.userId === HISTORY_PLAYER.userId);
    const times = [...(player?.deposits ?? []), ...(player?.bets ?? [])].map((row) => formatShortDate(new Date(row.createdTime), locale));
    const dates = within(table).getAllByRole('rowheader');
    expect(dates.length).toBeGreaterThan(1);
    for (const date of dates) {
      expect(times).toContain(date.querySelector('.value')?.textContent);
      // The two parts the layout keeps whole (white-space: nowrap); "klo" never ends a line without its time.
      const [day, time] = [...date.querySelectorAll('.value > span')].map((part) => part.textContent);
      expect(day).toMatch(dayPart);
      expect(time).toMatch(timePart);
    }
  });
});
