import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { VerificationPanel } from '@/features/documents/DocumentsPanel';
import { GroupScreen } from '@/features/lobby/GroupScreen';
import { PlayerGamesScreen } from '@/features/lobby/PlayerGamesScreen';
import { ProviderScreen } from '@/features/lobby/ProviderScreen';
import { groupPageProps, providerPageProps, type GroupPageProps, type ProviderPageProps } from '@/features/lobby/lobby-props';
import { POLL } from '@/data/core/polling';
import { getCatalogue } from '@/mocks/seed/catalogue';
import { getWorld } from '@/mocks/world/worlds';
import { server } from '../utils/msw';
import { renderPlayerPanel, seededPlayer } from '../utils/player-panel';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

const REGULAR = 1002;
/** amber-coast-studios: 449 games, so its page 2 is a full 48. */
const PROVIDER = { id: '15', slug: 'amber-coast-studios' };
const PAGE_2 = { query: { page: '2' } };

async function providerProps(): Promise<ProviderPageProps> {
  const result = (await providerPageProps({ locale: 'en', params: PROVIDER } as never)) as { props: ProviderPageProps };
  return result.props;
}

async function groupProps(): Promise<GroupPageProps> {
  const result = (await groupPageProps('slot')({ locale: 'en', params: { id: '1', slug: 'all-slots' } } as never)) as { props: GroupPageProps };
  return result.props;
}

/** The catalogue's first games, as ids. */
const someGames = (count: number) => [...getCatalogue().gameById.keys()].slice(0, count);

describe('a later page (?page=N) of a provider or a group', () => {
  it('provider: says it is loading, then that the games are not available with a retry, which brings them', async () => {
    const props = await providerProps();
    let fail = true;
    server.use(http.get('*/content/provider=:name', () => (fail ? new HttpResponse('down', { status: 503 }) : undefined)));
    renderWithProviders(<ProviderScreen {...props} />, { locale: 'fi', router: PAGE_2 });
    expect(screen.getByText('Ladataan pelejä…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Pelit eivät ole juuri nyt saatavilla. Yritä hetken kuluttua uudelleen.')).toBeVisible();
    expect(screen.queryByText('Ladataan pelejä…')).not.toBeInTheDocument();
    const grid = screen.getByRole('list', { name: props.supplier.name });
    expect(within(grid).queryAllByRole('link')).toHaveLength(0);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(props.pageSize));
    expect(screen.queryByText('Pelit eivät ole juuri nyt saatavilla. Yritä hetken kuluttua uudelleen.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yritä uudelleen' })).not.toBeInTheDocument();
  });

  it('group: says the games are not available with a retry, which brings them', async () => {
    const props = await groupProps();
    let fail = true;
    server.use(http.get('*/content/games-by-group-id=:id', () => (fail ? new HttpResponse('down', { status: 503 }) : undefined)));
    renderWithProviders(<GroupScreen {...props} />, { locale: 'et', router: PAGE_2 });
    expect(await screen.findByText('Mängud pole hetkel saadaval. Palun proovi hetke pärast uuesti.')).toBeVisible();
    const grid = screen.getByRole('list', { name: props.group.title.et });
    expect(within(grid).queryAllByRole('link')).toHaveLength(0);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Proovi uuesti' }));
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(props.pageSize));
    expect(screen.queryByText('Mängud pole hetkel saadaval. Palun proovi hetke pärast uuesti.')).not.toBeInTheDocument();
  });
});

describe("the player's favourites and last played", () => {
  it('that could not be loaded say so, once, with a retry that brings the games', async () => {
    seededPlayer(REGULAR).favourites = someGames(3);
    getWorld().failures.push({ call: 'main.getFavourites', remaining: 'always', status: 503 });
    signInAs(REGULAR);
    renderWithProviders(<PlayerGamesScreen kind="favourites" />, { locale: 'en' });
    expect(await screen.findByText('Games are not available right now. Please try again in a moment.')).toBeVisible();
    expect(screen.queryByText('Loading games…')).not.toBeInTheDocument();
    expect(screen.queryByText('No favourites yet. Tap the heart on a game to keep it here.')).not.toBeInTheDocument();
    getWorld().failures.length = 0;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const grid = screen.getByRole('list', { name: 'Favourites' });
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(3));
    expect(screen.queryByText('Games are not available right now. Please try again in a moment.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  describe('whose refresh fails', () => {
    beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
    afterEach(() => jest.useRealTimers());

    it('keep the list shown, with a line that says it was not updated and a retry that updates it', async () => {
      const [first, second, third] = someGames(3);
      if (first === undefined || second === undefined || third === undefined) throw new Error('the seed has games');
      seededPlayer(REGULAR).recentGames = [first, second];
      signInAs(REGULAR);
      renderWithProviders(<PlayerGamesScreen kind="lastPlayed" />, { locale: 'fi' });
      const grid = screen.getByRole('list', { name: 'Viimeksi pelatut' });
      await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(2));

      getWorld().failures.push({ call: 'main.getRecentGames', remaining: 'always', status: 503 });
      let listen = ({ response }: { response: Response }) => void response;
      const failed = new Promise<void>((resolve) => {
        listen = ({ response }) => {
          if (response.url.endsWith('/main/games/RecentGames') && !response.ok) resolve();
        };
        server.events.on('response:mocked', listen);
      });
      // The next poll fails.
      await act(() => jest.advanceTimersByTimeAsync(POLL.recentAndFavourites));
      await failed;
      server.events.removeListener('response:mocked', listen);
      expect(await screen.findByText('Listaa ei saatu päivitettyä. Näet viimeksi ladatut pelit.')).toBeVisible();
      expect(within(grid).getAllByRole('link')).toHaveLength(2);
      expect(screen.queryByText('Pelit eivät ole juuri nyt saatavilla. Yritä hetken kuluttua uudelleen.')).not.toBeInTheDocument();
      expect(screen.queryByText('Ladataan pelejä…')).not.toBeInTheDocument();

      getWorld().failures.length = 0;
      seededPlayer(REGULAR).recentGames.unshift(third);
      await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
      await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(3));
      expect(screen.queryByText('Listaa ei saatu päivitettyä. Näet viimeksi ladatut pelit.')).not.toBeInTheDocument();
    });
  });
});

describe('the verification status', () => {
  it('that could not be loaded says so with a retry that brings the status', async () => {
    getWorld().failures.push({ call: 'main.getVerificationStatus', remaining: 'always', status: 503 });
    renderPlayerPanel(REGULAR, <VerificationPanel />, 'et');
    const failed = await screen.findByTestId('verification-failed');
    expect(failed).toHaveTextContent('Tuvastamise olekut ei õnnestunud laadida.');
    getWorld().failures.length = 0;
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Proovi uuesti' }));
    const status = await screen.findByTestId('verification-status');
    await waitFor(() => expect(status).toHaveAttribute('data-status', 'verified'));
    expect(screen.queryByTestId('verification-failed')).not.toBeInTheDocument();
  });
});
