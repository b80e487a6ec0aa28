import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { GroupScreen } from '@/features/lobby/GroupScreen';
import { LobbyScreen } from '@/features/lobby/LobbyScreen';
import { FIRST_ROWS, FIRST_SCREEN_TILES, groupPageProps, groupRows, splitRows, type GroupPageProps } from '@/features/lobby/lobby-props';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';

/** The casino games page's rows as its static props make them, and the first later group. */
async function slotProps() {
  const props = splitRows((await groupRows('slot')) ?? []);
  const [third] = props.later;
  const [first] = props.rows;
  if (!third || !first) throw new Error('the seed has more slot groups than FIRST_ROWS');
  return { props, third, first };
}

describe('lobby rows below the first screen', () => {
  it('come with their headings and links, hold tile-sized places, then fill with their games', async () => {
    const { props, third } = await slotProps();
    expect(props.rows).toHaveLength(FIRST_ROWS);
    expect(props.later.length).toBeGreaterThan(2);
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('games-in-groups')) calls.push(request.url);
    });
    renderWithProviders(<LobbyScreen route="slotIndex" {...props} />, { locale: 'en' });
    const row = screen.getByRole('region', { name: third.title.en });
    expect(within(row).getByRole('link', { name: `Show all games in ${third.title.en}` })).toBeVisible();
    // jsdom has no IntersectionObserver: the games load at once, in one call for every later row.
    await waitFor(() => expect(within(row).getAllByRole('link').length).toBeGreaterThan(2));
    const tiles = within(within(row).getByRole('list', { name: third.title.en })).getAllByRole('listitem');
    expect(tiles).toHaveLength(Math.min(8, third.game_count));
    for (const group of props.later) {
      const section = screen.getByRole('region', { name: group.title.en });
      await waitFor(() => expect(within(section).getByRole('list', { name: group.title.en })).not.toHaveAttribute('aria-busy'));
    }
    expect(calls).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('say when the content service fails, and try again on request', async () => {
    const { props, third, first } = await slotProps();
    let fail = true;
    server.use(http.get('*/content/games-in-groups', () => (fail ? new HttpResponse('down', { status: 503 }) : undefined)));
    renderWithProviders(<LobbyScreen route="slotIndex" {...props} />, { locale: 'fi' });
    const row = screen.getByRole('region', { name: third.title.fi });
    expect(await within(row).findByText('Näitä pelejä ei saatu juuri nyt ladattua.')).toBeVisible();
    // The first rows came with the page and stay.
    expect(within(screen.getByRole('region', { name: first.group.title.fi })).getAllByRole('listitem')).toHaveLength(8);
    fail = false;
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Yritä uudelleen' }));
    await waitFor(() => expect(within(row).getByRole('list', { name: third.title.fi }).querySelectorAll('a')).toHaveLength(Math.min(8, third.game_count)));
  });
});

describe("a group page's first page below its first screen", () => {
  async function groupProps() {
    const result = (await groupPageProps('slot')({ locale: 'en', params: { id: '1', slug: 'all-slots' } } as never)) as { props: GroupPageProps };
    return result.props;
  }

  it('comes with 24 games and tile-sized places, then holds 48 from the next page of 24', async () => {
    const props = await groupProps();
    expect(props.games).toHaveLength(FIRST_SCREEN_TILES);
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('games-by-group-id')) asked.push(new URL(request.url).search);
    });
    renderWithProviders(<GroupScreen {...props} />, { locale: 'en' });
    const grid = screen.getByRole('list', { name: 'All slots' });
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(48));
    expect(grid).not.toHaveAttribute('aria-busy');
    expect(asked).toEqual([expect.stringMatching(/page=2.*pageSize=24|pageSize=24.*page=2/)]);
    server.events.removeAllListeners();
  });

  it('says when the rest cannot be loaded, keeps the first 24, and tries again on request', async () => {
    const props = await groupProps();
    let fail = true;
    server.use(http.get('*/content/games-by-group-id=:id', () => (fail ? new HttpResponse('down', { status: 503 }) : undefined)));
    renderWithProviders(<GroupScreen {...props} />, { locale: 'et' });
    expect(await screen.findByText('Neid mänge ei õnnestunud praegu laadida.')).toBeVisible();
    const grid = screen.getByRole('list', { name: props.group.title.et });
    expect(within(grid).getAllByRole('link')).toHaveLength(FIRST_SCREEN_TILES);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Proovi uuesti' }));
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(48));
  });
});
