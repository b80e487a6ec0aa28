import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { cents } from '@/lib/money';
import { startSession } from '@/mocks/handlers/auth';
import { fail } from '@/mocks/handlers/respond';
import type { PlayerRecord } from '@/mocks/world/types';
import { getWorld, now } from '@/mocks/world/worlds';
import { AutoModals } from '@/root/AutoModals';
import { useLimitsQuery } from '@/data/limits/limits-query';
import { useProfile } from '@/state/profile';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { InPanels } from './in-panels';
import { signInAs } from '../utils/session';

const REALITY = 1403; // a reality check every 15 minutes, set in an earlier session
const PENDING = 1003; // Estonian player with loss-limit increases awaiting confirmation
const MINUTE = 60_000;

function Owner() {
  const { isLoggedIn } = useProfile();
  useLimitsQuery(isLoggedIn);
  return <InPanels>{isLoggedIn ? <AutoModals /> : null}</InPanels>;
}

const playerOf = (userId: number): PlayerRecord => {
  const player = getWorld().players.find((p) => p.userId === userId);
  if (!player) throw new Error(`no player ${userId}`);
  return player;
};

const bet = (player: PlayerRecord, minutesAgo: number, betAmount: number, winAmount: number) =>
  player.bets.push({ id: `t-${player.bets.length}`, gameId: 1001, productTranslation: 'Test', betAmount: cents(betAmount), winAmount: cents(winAmount), createdTime: new Date(now(getWorld()).getTime() - minutesAgo * MINUTE).toISOString() });

/** A session that began `minutesAgo`, with its reminder due a minute ago, and some rounds. */
function dueSession(userId: number, minutesAgo: number) {
  const player = playerOf(userId);
  // Half a minute more: the app's clock follows the server's to the second.
  const start = now(getWorld()).getTime() - minutesAgo * MINUTE - MINUTE / 2;
  player.activities.unshift({ createdTime: new Date(start).toISOString(), type: 'login' });
  player.realityCheck = { intervalMinutes: 15, nextTime: now(getWorld()).getTime() - MINUTE };
  bet(player, minutesAgo + 5, 1_000, 0); // before the session: not counted
  bet(player, 10, 100, 0);
  bet(player, 8, 100, 200);
  bet(player, 6, 250, 0);
  signInAs(userId);
  return player;
}

afterEach(() => server.events.removeAllListeners());

describe('the reality check, through the owner of automatic modals', () => {
  it('restarts a reminder set in an earlier session from this session, and does not remind at once', async () => {
    const player = playerOf(REALITY);
    startSession(getWorld(), player);
    signInAs(REALITY);
    const started = now(getWorld()).getTime();
    renderWithProviders(<Owner />);
    await waitFor(() => expect(player.realityCheck.nextTime).toBeGreaterThan(started));
    // The first reminder an interval after the session began.
    expect(player.realityCheck.nextTime).toBeGreaterThanOrEqual(started + 15 * MINUTE - 1000);
    expect(player.realityCheck.nextTime).toBeLessThan(started + 16 * MINUTE);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByTestId('reality-check-modal')).toBeNull();
  });

  it('when due, shows the time played and the net result of this session; Continue resets it', async () => {
    const user = userEvent.setup();
    const player = dueSession(REALITY, 20);
    renderWithProviders(<Owner />, { locale: 'fi' });
    const modal = await screen.findByRole('dialog', { name: 'Muistutus peliajasta' });
    expect(within(modal).getByTestId('reality-check-time')).toHaveTextContent('20 min');
    // Won 2.00, bet 4.50 since the session began; the bet before it is not counted.
    await waitFor(() => expect(within(modal).getByTestId('reality-check-net')).toHaveTextContent('−2,50 €'));
    expect(within(modal).getByTestId('reality-check-net')).toHaveTextContent('3 kierrosta');
    // Neither choice is one Enter away: it opens on its title.
    await waitFor(() => expect(within(modal).getByRole('heading', { name: 'Muistutus peliajasta' })).toHaveFocus());
    await user.click(within(modal).getByRole('button', { name: 'Jatka pelaamista' }));
    await waitFor(() => expect(screen.queryByTestId('reality-check-modal')).toBeNull());
    expect(player.realityCheck.nextTime).toBeGreaterThan(now(getWorld()).getTime() + 14 * MINUTE);
  });

  it('Stop playing leaves for the limits page', async () => {
    const user = userEvent.setup();
    dueSession(REALITY, 70);
    const { router } = renderWithProviders(<Owner />, { locale: 'et' });
    const modal = await screen.findByRole('dialog', { name: 'Mänguaja meeldetuletus' });
    expect(within(modal).getByTestId('reality-check-time')).toHaveTextContent('1 t 10 min');
    await user.click(within(modal).getByRole('button', { name: 'Lõpeta mängimine' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/et/profile/limits', undefined, { locale: false }));
  });

  it('a failing reset says so and the player can try again', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/player/limit/realityCheck/reset', () => fail(180, 'failed'), { once: true }));
    dueSession(REALITY, 20);
    renderWithProviders(<Owner />);
    const modal = await screen.findByRole('dialog', { name: 'Reality check' });
    await user.click(within(modal).getByRole('button', { name: 'Continue playing' }));
    expect(await within(modal).findByTestId('api-error')).toBeVisible();
    await user.click(within(modal).getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(screen.queryByTestId('reality-check-modal')).toBeNull());
  });

  it('comes before the loss-limit confirmation, which follows once it is answered', async () => {
    const user = userEvent.setup();
    dueSession(PENDING, 20);
    renderWithProviders(<Owner />);
    const modal = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(screen.queryByTestId('loss-limit-modal')).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Continue playing' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm your new loss limits' })).toHaveAttribute('open');
  });
});
