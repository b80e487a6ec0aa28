import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getWorld } from '@/mocks/world/worlds';
import { REGULAR, signIn } from '../api/session';
import { server } from '../utils/msw';
import { AccountBar } from '@/features/session/AccountBar';
import { MobileToolbar } from '@/features/session/MobileToolbar';
import { catalogue, frame, gameOf, MOCK, playable, qaFail, setup, withFullscreen } from './helpers';

/** A logged-in player on the page of a game they have not favourited; its favourite toggle, unpressed. */
async function favouriteToggle() {
  const player = signIn(REGULAR);
  const game = catalogue.games.find((g) => g.id % 100 !== 99 && !player.favourites.includes(g.id))!;
  setup(await gameOf(game.slug));
  const toggle = await screen.findByRole('button', { name: `Favourite: ${game.translation}` });
  await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  return { game, toggle };
}

/** The add answers success without the list (the spec does not show that answer), the change made. */
const addAnsweredWithoutList = (gameId: number) =>
  http.post('*/main/games/favourites/add', () => {
    getWorld().players.find((p) => p.userId === REGULAR)?.favourites.unshift(gameId);
    return HttpResponse.json({ success: true });
  });

describe('game play: around the game', () => {
  it('toggles the favourite for a logged-in player, and flips back when the call fails', async () => {
    const user = userEvent.setup();
    const { game, toggle } = await favouriteToggle();
    await user.click(toggle);
    await waitFor(() => expect(getWorld().players.find((p) => p.userId === REGULAR)?.favourites[0]).toBe(game.id));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(getWorld().players.find((p) => p.userId === REGULAR)?.favourites).not.toContain(game.id);

    await qaFail({ call: 'main.addFavourite', times: 1, status: 503 });
    await user.click(toggle);
    // It says what failed; a 503's generic "something went wrong" would add nothing to that.
    expect(await screen.findByTestId('favourite-failed')).toHaveTextContent('Your favourites could not be updated. Please try again.');
    expect(screen.getByTestId('favourite-failed')).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('api-error')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for the list again when a favourite answer does not carry it (the spec does not show that answer)', async () => {
    const user = userEvent.setup();
    let listAsked = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/main/games/favourites') listAsked += 1;
    });
    const { game, toggle } = await favouriteToggle();
    server.use(addAnsweredWithoutList(game.id));
    const before = listAsked;
    await user.click(toggle);
    await waitFor(() => expect(listAsked).toBe(before + 1));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('api-error')).not.toBeInTheDocument();
    server.events.removeAllListeners('request:start');
  });

  it('keeps a saved favourite pressed when the list asked for again fails', async () => {
    const user = userEvent.setup();
    const { game, toggle } = await favouriteToggle();
    // A failed add first: its notice stays until a toggle ends without a failure, so its going
    // shows that the toggle below has dealt with the list's failed answer (nothing else would).
    await qaFail({ call: 'main.addFavourite', times: 1, status: 503 });
    await user.click(toggle);
    expect(await screen.findByTestId('favourite-failed')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    let listAsked = false;
    server.use(
      addAnsweredWithoutList(game.id),
      http.get('*/main/games/favourites', () => {
        listAsked = true;
        return new HttpResponse('down', { status: 503 });
      }),
    );
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByTestId('favourite-failed')).not.toBeInTheDocument());
    expect(listAsked).toBe(true);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('refreshes the balance after a real round, on messages from the game only', async () => {
    signIn(REGULAR);
    setup(await gameOf(playable.slug));
    const iframe = await frame();
    const cash = screen.getByTestId('cash');
    await waitFor(() => expect(cash).toHaveTextContent('25000'));
    const token = new URL(iframe.getAttribute('src') ?? '').searchParams.get('token') ?? '';
    const round = await fetch(`${MOCK}/game-host/round`, { method: 'POST', headers: { Accept: 'application/json' }, body: new URLSearchParams({ token }) });
    expect(await round.json()).toMatchObject({ success: true, round: 1, win: 0, balance: 249, mode: 'real' });

    const balanceCalls: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/main/player/balance') balanceCalls.push(request.url);
    };
    server.events.on('request:start', onRequest);
    // The refresh is held, so the balance is caught after the messages and before its answer.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Answering nothing hands the request on to the mock backend's own handler once released.
    server.use(http.get('*/main/player/balance', () => held.then(() => undefined)));
    const post = (data: unknown, origin: string) => act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));
    const message = { type: 'kasino:game-round', mode: 'real', balance: 249 };
    post(message, 'http://evil.example');
    post({ ...message, type: 'something-else' }, MOCK);
    post({ ...message, balance: '249' }, MOCK);
    // The game's own message last: messages are handled in turn, so once its refresh has been
    // asked for, a refresh the ones before it asked for would have been too.
    post(message, MOCK);
    await waitFor(() => expect(balanceCalls).not.toHaveLength(0));
    expect(cash).toHaveTextContent('25000');
    release();
    await waitFor(() => expect(cash).toHaveTextContent('24900'));
    // The game's message alone asked: a refresh asked for by another would be a second call.
    expect(balanceCalls).toHaveLength(1);
    server.events.removeListener('request:start', onRequest);
  });

  it('toggles full screen on the game wrapper, with its pressed state', async () => {
    const user = userEvent.setup();
    await withFullscreen(async (element) => {
      setup(await gameOf(playable.slug), 'fi');
      const button = screen.getByRole('button', { name: 'Koko näyttö' });
      expect(button).toHaveAttribute('aria-pressed', 'false');
      await user.click(button);
      expect(button).toHaveAttribute('aria-pressed', 'true');
      expect(element()).toBe(screen.getByTestId('game-wrapper'));
      await user.click(button);
      expect(button).toHaveAttribute('aria-pressed', 'false');
      expect(element()).toBeNull();
    });
  });

  it("says 'game on' in the bars while a game is on; after a failed launch the balance is back and full screen goes", async () => {
    const user = userEvent.setup();
    signIn(REGULAR);
    await qaFail({ call: 'main.getRealGame', times: 1, status: 503 });
    await withFullscreen(async () => {
      setup(await gameOf(playable.slug), 'et', (
        <>
          <AccountBar />
          <MobileToolbar />
        </>
      ));
      await screen.findByTestId('launch-failed');
      await waitFor(() => expect(screen.getByTestId('desktop-balance')).not.toHaveTextContent('Mäng käib'));
      expect(screen.getByTestId('desktop-balance')).toHaveTextContent('€');
      expect(screen.getByTestId('mobile-toolbar')).toHaveTextContent('Saldo');
      expect(screen.queryByRole('button', { name: 'Täisekraan' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Proovi uuesti' }));
      expect(await frame()).toHaveAttribute('data-mode', 'real');
      expect(screen.getByTestId('desktop-balance')).toHaveTextContent('Mäng käib');
      expect(screen.getByTestId('mobile-toolbar')).not.toHaveTextContent('Saldo');
      expect(screen.getByRole('button', { name: 'Täisekraan' })).toBeInTheDocument();
    });
  });

  it('has no full-screen toggle where the browser has no Fullscreen API', async () => {
    setup(await gameOf(playable.slug));
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
  });

  it('exits to the slot index after arriving from outside, and back in history after arriving from the site', async () => {
    const user = userEvent.setup();
    const length = jest.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const { router } = setup(await gameOf(playable.slug));
    const exit = screen.getByRole('link', { name: 'Exit game' });
    expect(exit).toHaveAttribute('href', '/en/games');
    await user.click(exit);
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(jest.mocked(router.push).mock.calls[0]?.[0]).toBe('/en/games');
    expect(router.back).not.toHaveBeenCalled();

    length.mockReturnValue(3);
    Object.defineProperty(document, 'referrer', { configurable: true, value: 'http://localhost/en/games/12/themes' });
    try {
      await user.click(exit);
      expect(router.back).toHaveBeenCalledTimes(1);
      expect(router.push).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(document, 'referrer');
      length.mockRestore();
    }
  });
});
