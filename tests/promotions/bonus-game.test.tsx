import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BonusGameScreen } from '@/features/promotions/bonus-game/BonusGameScreen';
import { MobileBottomBar } from '@/features/shell/MobileBars';
import { prizeGames } from '@/mocks/handlers/second-prizes';
import { getWorld } from '@/mocks/world/worlds';
import { admitPanel } from '@/root/panels';
import type { Locale } from '@/routes/href';
import { PanelsProvider } from '@/state/panels';
import { SearchPanelProvider } from '@/state/search-panel';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

const REGULAR = 1002; // regular@kasino.test: 52 points this round, level 6, five rewards
const FIRST = 1001; // first@kasino.test: nothing wagered

type View = 'bonusGame' | 'goldRush';
const PATH: Record<View, string> = { bonusGame: '/bonus-game', goldRush: '/gold-rush' };

function show(view: View, { userId, locale = 'en' }: { userId?: number; locale?: Locale } = {}) {
  if (userId) signInAs(userId);
  return renderWithProviders(<BonusGameScreen view={view} />, { locale, router: { pathname: PATH[view], asPath: PATH[view] } });
}

/** The second API's bonus-game calls as the mock received them. */
function bonusGameCalls(): URL[] {
  const calls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/second/bonus-game/')) calls.push(url);
  });
  return calls;
}

afterEach(() => server.events.removeAllListeners());

describe('the bonus game page', () => {
  it('shows a visitor what it is and a login that comes back here', async () => {
    show('bonusGame');
    expect(screen.getByRole('heading', { level: 1, name: 'Bonus game' })).toBeInTheDocument();
    expect(screen.getByText(/Each new level you reach pays a reward/)).toBeInTheDocument();
    const login = await screen.findByRole('link', { name: 'Log in to take part' });
    expect(login).toHaveAttribute('href', `/en/login?redirectUrl=${encodeURIComponent('/en/bonus-game')}`);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the round as a progress bar with its numbers, asking with a timestamp', async () => {
    const calls = bonusGameCalls();
    const before = Date.now();
    show('bonusGame', { userId: REGULAR });
    const bar = await screen.findByRole('progressbar', { name: 'Points towards level 7' });
    expect(bar).toHaveAttribute('aria-valuetext', '52 / 60 points');
    expect(bar).toHaveAttribute('aria-valuenow', '87');
    expect(screen.getByTestId('bonus-game-level')).toHaveTextContent('Level 6');
    expect(screen.getByText('8 points to level 7.')).toBeInTheDocument();
    expect(screen.getByText(/^This round ends on/)).toBeInTheDocument();
    await waitFor(() => expect(calls.map((url) => url.pathname).sort()).toEqual(['/second/bonus-game/progress', '/second/bonus-game/rewards']));
    for (const url of calls) {
      const at = Number(url.searchParams.get('timestamp'));
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(Date.now());
    }
  });

  it('lists every reward with what it is and its state, free spins linking to the game without its suffix', async () => {
    show('bonusGame', { userId: REGULAR });
    const list = await screen.findByRole('list', { name: 'Your rewards this round' });
    const cards = within(list).getAllByTestId('bonus-game-reward');
    expect(cards.map((card) => card.querySelector('strong')?.textContent)).toEqual(['25 free spins', '100 loyalty points', '20 free spins', '€1 bonus money', '10 free spins']);
    for (const card of cards) expect(card).toHaveTextContent('Earned');
    expect(cards[4]).toHaveTextContent(/Earned at level 2 on \d{1,2} \w+ \d{4}/);
    // The backend names 'Game dx2', 'Game 92', 'Game low': shown and linked as the game itself.
    const games = prizeGames();
    const links = cards.flatMap((card) => within(card).queryAllByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [2, 1, 0].map((i) => [games[i]?.translation, `/en/game/${games[i]?.slug}/play`]),
    );
    const next = within(list).getByTestId('bonus-game-next');
    expect(next).toHaveTextContent('Level 7 reward');
    expect(next).toHaveTextContent('Locked');
    expect(next).toHaveTextContent('Reach level 7: 8 points to go.');
  });

  it('says when the round has no rewards yet, with a way on to the games', async () => {
    show('bonusGame', { userId: FIRST });
    expect(await screen.findByText('No rewards yet this round: reach level 2 to earn your first one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/en/games');
    expect(await screen.findByRole('progressbar', { name: 'Points towards level 2' })).toHaveAttribute('aria-valuetext', '0 / 10 points');
    expect(screen.queryAllByTestId('bonus-game-reward')).toHaveLength(0);
    expect(screen.getByTestId('bonus-game-next')).toHaveTextContent('Reach level 2: 10 points to go.');
  });

  it('says when the rewards could not be loaded and loads them again on request', async () => {
    getWorld().failures.push({ call: 'second.getBonusGameRewards', remaining: 1, status: 503 });
    show('bonusGame', { userId: REGULAR });
    const failed = await screen.findByTestId('bonus-game-rewards-failed');
    // What failed is the rewards, not the progress (which came).
    expect(within(failed).getAllByRole('alert')[0]).toHaveTextContent('Your rewards could not be loaded.');
    expect(failed).not.toHaveTextContent('Something went wrong. Please try again.');
    // The progress came: only the failed part asks again.
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('bonus-game-reward')).toHaveLength(5);
    expect(screen.queryByTestId('bonus-game-rewards-failed')).not.toBeInTheDocument();
  });

  it('says when the progress could not be loaded, with a retry', async () => {
    getWorld().failures.push({ call: 'second.getBonusGameProgress', remaining: 1, errorCode: 180 });
    show('bonusGame', { userId: REGULAR });
    const failed = await screen.findByTestId('bonus-game-progress-failed');
    // The backend's own failure is shown beside what could not be loaded.
    expect(within(failed).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Your bonus-game progress could not be loaded.', expect.any(String)]);
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Points towards level 7' })).toBeInTheDocument();
  });

  it('speaks Finnish, money and dates as Finns write them', async () => {
    show('bonusGame', { userId: REGULAR, locale: 'fi' });
    const list = await screen.findByRole('list', { name: 'Palkintosi tällä kierroksella' });
    expect(within(list).getAllByTestId('bonus-game-reward')[3]?.querySelector('strong')?.textContent).toBe('1\u00a0€ bonusrahaa');
    expect(within(list).getAllByTestId('bonus-game-reward')[4]).toHaveTextContent(/Ansaittu tasolla 2 \d{1,2}\. \p{L}+ \d{4}/u);
    expect(await screen.findByRole('progressbar', { name: 'Pisteet kohti tasoa 7' })).toHaveAttribute('aria-valuetext', '52 / 60 pistettä');
  });

  it('groups points as Finns write them, says one point in the singular, and no raw time for a date it cannot read', async () => {
    server.use(
      http.get('*/second/bonus-game/progress', () => HttpResponse.json({ success: true, level: 1_250, points: 12_500, nextLevelPoints: 13_750 })),
      http.get('*/second/bonus-game/rewards', () =>
        HttpResponse.json({
          success: true,
          bonusGameRewards: [
            { id: 'r2', level: 1_250, type: 'loyaltyPoints', amount: 12_500, createdTime: 'yesterday-ish' },
            { id: 'r1', level: 2, type: 'loyaltyPoints', amount: 1, createdTime: '2026-03-02T10:00:00Z' },
          ],
        }),
      ),
    );
    show('bonusGame', { userId: REGULAR, locale: 'fi' });
    expect(await screen.findByRole('progressbar', { name: 'Pisteet kohti tasoa 1251' })).toHaveAttribute('aria-valuetext', '12\u00a0500 / 13\u00a0750 pistettä');
    // Text queries read a no-break space as a space.
    expect(screen.getByText('1 250 pistettä tasolle 1251.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Palkintosi tällä kierroksella' });
    const [undated, dated] = within(list).getAllByTestId('bonus-game-reward') as [HTMLElement, HTMLElement];
    expect(undated.querySelector('strong')?.textContent).toBe('12\u00a0500 kanta-asiakaspistettä');
    expect(undated).toHaveTextContent(/Ansaittu tasolla 1250$/);
    expect(undated).not.toHaveTextContent('yesterday-ish');
    expect(dated.querySelector('strong')?.textContent).toBe('1 kanta-asiakaspiste');
    expect(dated).toHaveTextContent(/Ansaittu tasolla 2 2\. maaliskuuta 2026/);
    expect(within(list).getByTestId('bonus-game-next')).toHaveTextContent('Nouse tasolle 1251: 1 250 pistettä jäljellä.');
  });

  it('speaks Estonian', async () => {
    show('goldRush', { userId: REGULAR, locale: 'et' });
    expect(await screen.findByRole('progressbar', { name: 'Punktid 7. tasemeni' })).toHaveAttribute('aria-valuetext', '52 / 60 punkti');
    expect(screen.getByRole('heading', { level: 1, name: 'Kullajaht' })).toBeInTheDocument();
  });
});

describe('the gold rush page', () => {
  it("shows the bonus game's round: its progress, the newest rewards and the ways on", async () => {
    show('goldRush', { userId: REGULAR });
    expect(screen.getByRole('heading', { level: 1, name: 'Gold rush' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Points towards level 7' })).toHaveAttribute('aria-valuetext', '52 / 60 points');
    const list = await screen.findByRole('list', { name: 'Your latest rewards' });
    expect(within(list).getAllByTestId('bonus-game-reward').map((card) => card.querySelector('strong')?.textContent)).toEqual(['25 free spins', '100 loyalty points', '20 free spins']);
    expect(screen.getByRole('link', { name: 'All rewards of the round' })).toHaveAttribute('href', '/en/bonus-game');
    expect(screen.getByRole('link', { name: 'Spin the bonus wheel' })).toHaveAttribute('href', '/en/bonuswheel');
    expect(screen.getByRole('link', { name: 'Open the bonus game' })).toHaveAttribute('href', '/en/bonus-game');
  });

  it('gives a visitor the login call to action back to gold rush', async () => {
    show('goldRush', { locale: 'fi' });
    expect(await screen.findByRole('link', { name: 'Kirjaudu mukaan' })).toHaveAttribute('href', `/fi/kirjaudu?redirectUrl=${encodeURIComponent('/fi/kultajahti')}`);
  });
});

describe("the bottom bar's wheel entry (spec 2.5)", () => {
  it.each([
    ['fi', 'Pyörä', '/fi/kultajahti'],
    ['en', 'Wheel', '/en/gold-rush'],
    ['et', 'Ratas', '/et/kullajaht'],
  ] as const)('%s: goes to the gold rush route, and is the current page there', (locale, name, path) => {
    renderWithProviders(
      <PanelsProvider admit={admitPanel}>
        <SearchPanelProvider>
          <MobileBottomBar />
        </SearchPanelProvider>
      </PanelsProvider>,
      { locale, router: { pathname: '/gold-rush', asPath: path } },
    );
    // The bar is the phone's (hidden by the desktop media query jsdom applies).
    const wheel = screen.getByRole('link', { name, hidden: true });
    expect(wheel).toHaveAttribute('href', path);
    expect(wheel).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: locale === 'fi' ? 'Etusivu' : locale === 'en' ? 'Home' : 'Avaleht', hidden: true })).not.toHaveAttribute('aria-current');
  });
});
