import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesktopNav } from '@/features/shell/DesktopNav';
import { getCatalogue } from '@/mocks/seed/catalogue';
import { getWorld } from '@/mocks/world/worlds';
import { REGULAR, signIn } from '../api/session';
import { LoginStatus, sessionChecked } from '../utils/login-status';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';

/** Counts the main API's GET /menu calls the page makes. */
function countMenuRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/main/menu')) seen.push(request.url);
  };
  server.events.on('request:start', listener);
  return { count: () => seen.length, stop: () => server.events.removeListener('request:start', listener) };
}

describe('desktop navbar group menus', () => {
  it('asks for the groups only when the navigation is first used, then lists them', async () => {
    const menu = countMenuRequests();
    renderWithProviders(
      <>
        <DesktopNav account={null} search={null} />
        <LoginStatus />
      </>,
      { locale: 'en', router: { pathname: '/', asPath: '/en' } },
    );
    const toggle = screen.getByRole('button', { name: 'Game groups in Casino games' });
    // Loading the page alone (its session check answered) does not fetch the menu.
    await sessionChecked();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(menu.count()).toBe(0);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'All slots' })).toHaveAttribute('href', '/en/games/1/all-slots');
    await waitFor(() => expect(menu.count()).toBe(1));
    menu.stop();
  });

  it('keeps the list out of the DOM while closed', async () => {
    renderWithProviders(<DesktopNav account={null} search={null} />, { locale: 'fi', router: { pathname: '/', asPath: '/fi' } });
    const toggle = screen.getByRole('button', { name: 'Peliryhmät: Kasinopelit' });
    await userEvent.click(toggle);
    expect(await screen.findByRole('link', { name: 'Kaikki kolikkopelit' })).toBeVisible();
    await userEvent.click(toggle);
    expect(screen.queryByRole('link', { name: 'Kaikki kolikkopelit' })).not.toBeInTheDocument();
  });
});

describe("the player's own groups in the navbar", () => {
  const player = (userId: number) => getWorld().players.find((p) => p.userId === userId)!;
  const catalogue = getCatalogue();

  it('hide favourites while the list holds no games, and show last played, which has one', async () => {
    signIn(REGULAR);
    player(REGULAR).favourites = [];
    player(REGULAR).recentGames = [catalogue.games[0]!.id];
    renderWithProviders(<DesktopNav account={null} search={null} />, { locale: 'en', router: { pathname: '/', asPath: '/en' } });
    await userEvent.click(screen.getByRole('button', { name: 'Game groups in Casino games' }));
    expect(await screen.findByRole('link', { name: 'Last played' })).toHaveAttribute('href', '/en/games/last-played');
    expect(screen.getByRole('link', { name: 'All slots' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it('shows both for a player with favourites and recent games', async () => {
    signIn(REGULAR);
    player(REGULAR).favourites = [catalogue.games[1]!.id];
    player(REGULAR).recentGames = [catalogue.games[0]!.id];
    renderWithProviders(<DesktopNav account={null} search={null} />, { locale: 'fi', router: { pathname: '/', asPath: '/fi' } });
    await userEvent.click(screen.getByRole('button', { name: 'Peliryhmät: Kasinopelit' }));
    expect(await screen.findByRole('link', { name: 'Suosikit' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Viimeksi pelatut' })).toBeVisible();
  });
});
