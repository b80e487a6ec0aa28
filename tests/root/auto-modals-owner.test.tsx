import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { fail } from '@/mocks/handlers/respond';
import { getWorld } from '@/mocks/world/worlds';
import { AutoModals } from '@/root/AutoModals';
import { useLimits, useLimitsQuery } from '@/data/limits/limits-query';
import { useRefreshLimits } from '@/data/limits/limits-mutation';
import { useProfile } from '@/state/profile';
import { Dialog } from '@/ui/Dialog';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { InPanels } from './in-panels';
import { signInAs } from '../utils/session';

const PENDING = 1003; // Estonian player: daily 50 → 100 €, weekly 200 → 400 € awaiting confirmation
const PLAIN = 1001; // no pending increases

/** The owner as the app mounts it: for a logged-in player, beside the limits' poll. */
function Owner({ withSidebar = false }: { withSidebar?: boolean }) {
  const { isLoggedIn } = useProfile();
  useLimitsQuery(isLoggedIn);
  const [sidebar, setSidebar] = useState(withSidebar);
  if (!isLoggedIn) return null;
  return (
    <InPanels>
      <Dialog open={sidebar} onClose={() => setSidebar(false)} labelledBy="s" exitMs={0}>
        <h2 id="s">Sidebar</h2>
        <button type="button" onClick={() => setSidebar(false)}>
          Close sidebar
        </button>
      </Dialog>
      <AutoModals />
    </InPanels>
  );
}

/**
 * Asks for the limits again at once, as the 5 s poll would, and shows the increases awaiting
 * confirmation as the owner reads them (the same hook), so it shows an answer in the render in
 * which the owner decides on it.
 */
function RefreshLimits() {
  const refresh = useRefreshLimits();
  const pending = (useLimits().data?.trueLimits ?? []).filter((entry) => entry.increasingToBeConfirmed);
  return (
    <>
      <button type="button" onClick={() => void refresh()}>
        Refresh limits
      </button>
      <output data-testid="limits-pending">{pending.map((entry) => entry.kind).join(' ')}</output>
    </>
  );
}

/** The bodies of the loss-limit calls the backend received. */
function lossLimitCalls() {
  const bodies: Promise<Record<string, string>>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/player/limit/loss')) {
      bodies.push(request.clone().formData().then((form) => Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]))));
    }
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

describe('the loss-limit confirmation modal, through the owner of automatic modals', () => {
  it('opens by itself for a player with increases awaiting confirmation, each as old → new', async () => {
    signInAs(PENDING);
    renderWithProviders(<Owner />, { locale: 'et' });
    const modal = await screen.findByRole('dialog', { name: 'Kinnita oma uued kaotuslimiidid' });
    const items = within(modal).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' '));
    expect(items).toEqual([expect.stringMatching(/^Päevane kaotuslimiit.*50.*€.*100.*€/), expect.stringMatching(/^Nädala kaotuslimiit.*200.*€.*400.*€/)]);
  });

  it('Confirm all sends both confirmations, says so, and Close ends it without opening again', async () => {
    const user = userEvent.setup();
    const calls = lossLimitCalls();
    signInAs(PENDING);
    renderWithProviders(<Owner />);
    const modal = await screen.findByRole('dialog', { name: 'Confirm your new loss limits' });
    await user.click(within(modal).getByRole('button', { name: 'Confirm all' }));
    expect(await within(modal).findByText('Your new loss limits are now in force.')).toBeVisible();
    expect(await Promise.all(calls)).toEqual([{ dailyConfirmed: 'true', weeklyConfirmed: 'true' }]);
    const player = getWorld().players.find((p) => p.userId === PENDING);
    expect(player?.limits.dailyLoss.amount).toBe(10_000);
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your new loss limits' })).toBeNull());
  });

  it('Decide later closes it with nothing sent, and the increases still await confirmation', async () => {
    const user = userEvent.setup();
    const calls = lossLimitCalls();
    signInAs(PENDING);
    renderWithProviders(<Owner />, { locale: 'fi' });
    const modal = await screen.findByRole('dialog', { name: 'Vahvista uudet tappiorajasi' });
    await user.click(within(modal).getByRole('button', { name: 'Päätän myöhemmin' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vahvista uudet tappiorajasi' })).toBeNull());
    expect(calls).toHaveLength(0);
    const player = getWorld().players.find((p) => p.userId === PENDING);
    expect(player?.limits.dailyLoss).toMatchObject({ amount: 5_000, newAmount: 10_000, increasingToBeConfirmed: true });
  });

  it('closed unanswered, stays away when one of its increases is confirmed elsewhere, and opens for a new one', async () => {
    const user = userEvent.setup();
    signInAs(PENDING);
    renderWithProviders(
      <>
        <Owner />
        <RefreshLimits />
      </>,
    );
    const name = 'Confirm your new loss limits';
    // Escape: the browser's cancel event on the modal dialog (jsdom does not send it on a key).
    fireEvent(await screen.findByRole('dialog', { name }), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
    // The site's popup comes next in the order; closed too, nothing is left to show.
    fireEvent(await screen.findByTestId('site-popup'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByTestId('site-popup')).toBeNull());

    // The weekly one confirmed on the limits page: the daily one is left of the closed set.
    const limits = getWorld().players.find((p) => p.userId === PENDING)!.limits;
    limits.weeklyLoss = { ...limits.weeklyLoss, amount: limits.weeklyLoss.newAmount, newAmount: null, increasingToBeConfirmed: false };
    await user.click(screen.getByRole('button', { name: 'Refresh limits' }));
    await waitFor(() => expect(screen.getByTestId('limits-pending').textContent).toBe('dailyLoss'));
    // Decided in that render, and a modal it shows mounts in it (its code is in since the first).
    expect(screen.queryByTestId('loss-limit-modal')).toBeNull();
    expect(screen.queryByRole('dialog', { name })).toBeNull();

    // A new increase is a new question.
    limits.monthlyLoss = { ...limits.monthlyLoss, newAmount: 300_000 as typeof limits.monthlyLoss.amount, increasingToBeConfirmed: true };
    await user.click(screen.getByRole('button', { name: 'Refresh limits' }));
    const modal = await screen.findByRole('dialog', { name });
    expect(within(modal).getAllByRole('listitem')).toHaveLength(2);
  });

  it('Cancel all keeps the current limits', async () => {
    const user = userEvent.setup();
    signInAs(PENDING);
    renderWithProviders(<Owner />);
    const modal = await screen.findByRole('dialog', { name: 'Confirm your new loss limits' });
    await user.click(within(modal).getByRole('button', { name: 'Cancel all' }));
    expect(await within(modal).findByText('The increases were cancelled. Your loss limits stay as they were.')).toBeVisible();
    const player = getWorld().players.find((p) => p.userId === PENDING);
    expect(player?.limits.dailyLoss).toMatchObject({ amount: 5_000, newAmount: null, increasingToBeConfirmed: false });
  });

  it('a failing call shows its message and code, and the choice can be made again', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/player/limit/loss', () => fail(180, 'failed')), { once: true } as never);
    signInAs(PENDING);
    renderWithProviders(<Owner />);
    const modal = await screen.findByRole('dialog', { name: 'Confirm your new loss limits' });
    await user.click(within(modal).getByRole('button', { name: 'Confirm all' }));
    expect(await within(modal).findByTestId('loss-limit-modal-code')).toHaveTextContent('180');
    expect(within(modal).getByRole('button', { name: 'Confirm all' })).toBeEnabled();
  });

  it('never opens over a modal the player opened: it waits until that one closes', async () => {
    const user = userEvent.setup();
    signInAs(PENDING);
    const limitsAnswered = new Promise<void>((resolve) =>
      server.events.on('response:mocked', ({ request }) => {
        if (new URL(request.url).pathname.endsWith('/player/limits')) resolve();
      }),
    );
    renderWithProviders(<Owner withSidebar />);
    await screen.findByRole('dialog', { name: 'Sidebar' });
    await limitsAnswered;
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByTestId('loss-limit-modal')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close sidebar' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm your new loss limits' })).toHaveAttribute('open');
  });

  it('stays away for a player with nothing to confirm', async () => {
    signInAs(PLAIN);
    renderWithProviders(<Owner />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByTestId('loss-limit-modal')).toBeNull();
  });
});
