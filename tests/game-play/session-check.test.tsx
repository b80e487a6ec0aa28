import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { loadResources } from '../utils/i18n';
import { REGULAR, signIn } from '../api/session';
import { server } from '../utils/msw';
import { failPlayerCheck, recoverBackend, sessionCheckCopy } from '../utils/session-check';
import { frame, gameOf, playable, setup } from './helpers';

const gameCopy = (locale: 'fi' | 'en') => loadResources(locale).game as Record<string, string>;

/** The game launches the backend received (demo or real), with the page's language for the game. */
function launches(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname, search } = new URL(request.url);
    if (pathname.startsWith('/main/game/')) seen.push(pathname + search);
  });
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  document.cookie = 'kasino_signed_in=; max-age=0; path=/';
});

describe('game play: a session check that keeps failing', () => {
  it('says so with a retry instead of loading forever, and launches real money once the check answers (fi)', async () => {
    const user = userEvent.setup();
    signIn(REGULAR);
    document.cookie = 'kasino_signed_in=1; path=/';
    failPlayerCheck();
    const seen = launches();
    setup(await gameOf(playable.slug), 'fi');

    const failed = await screen.findByTestId('session-check-failed');
    expect(failed).toHaveTextContent(sessionCheckCopy('fi').failed);
    expect(screen.queryByText(gameCopy('fi').loading!)).not.toBeInTheDocument();
    expect(screen.queryByTitle(playable.translation)).not.toBeInTheDocument();
    // No mode can be chosen: neither a demo nor real money was launched.
    expect(seen).toEqual([]);

    recoverBackend();
    await user.click(within(failed).getByRole('button', { name: sessionCheckCopy('fi').retry }));
    const iframe = await frame();
    expect(iframe).toHaveAttribute('data-mode', 'real');
    expect(screen.queryByTestId('session-check-failed')).not.toBeInTheDocument();
    expect(seen).toEqual([`/main/game/real/${playable.id}?lang=fi`]);
  });

  it('says it is checking while the retry is under way, with the button busy (fi)', async () => {
    const user = userEvent.setup();
    signIn(REGULAR);
    document.cookie = 'kasino_signed_in=1; path=/';
    failPlayerCheck();
    setup(await gameOf(playable.slug), 'fi');
    const failed = await screen.findByTestId('session-check-failed');

    // The check's next answer waits until let go.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    // Answering nothing, the handler falls through to the mock's own once let go.
    server.use(
      http.get('*/main/player', async () => {
        await held;
      }),
    );
    recoverBackend();
    await user.click(within(failed).getByRole('button', { name: sessionCheckCopy('fi').retry }));
    const checking = within(failed).getByRole('button', { name: 'Tarkistetaan…' });
    expect(checking).toHaveAttribute('aria-disabled', 'true');
    expect(checking).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await frame()).toHaveAttribute('data-mode', 'real');
  });

  it('for a visitor, drops the play-money note while no game runs, and opens the demo after the retry (en)', async () => {
    const user = userEvent.setup();
    failPlayerCheck();
    const seen = launches();
    setup(await gameOf(playable.slug));
    // Before the check has answered, the note is there from the first paint.
    expect(screen.getByTestId('demo-note')).toBeInTheDocument();

    const failed = await screen.findByTestId('session-check-failed');
    expect(failed).toHaveTextContent(sessionCheckCopy('en').failed);
    expect(screen.queryByText(gameCopy('en').loading!)).not.toBeInTheDocument();
    expect(screen.queryByTestId('demo-note')).not.toBeInTheDocument();
    expect(seen).toEqual([]);

    recoverBackend();
    await user.click(within(failed).getByRole('button', { name: sessionCheckCopy('en').retry }));
    const iframe = await frame();
    expect(iframe).toHaveAttribute('data-mode', 'demo');
    expect(screen.getByTestId('demo-note')).toHaveTextContent(gameCopy('en').demoNote!);
    expect(seen).toEqual([`/main/game/demo/${playable.id}?lang=en`]);
  });
});
