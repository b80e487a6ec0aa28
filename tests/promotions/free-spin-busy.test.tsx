import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CampaignsPanel } from '@/features/promotions/panels/CampaignsPanel';
import { holdPost, server } from '../utils/msw';
import { mainCalls, renderPlayerPanel } from '../utils/player-panel';

// A whole panel over msw, several steps.
jest.setTimeout(20_000);

const BONUSES = 1701; // bonuses@kasino.test: 13 free-spin bonuses

afterEach(() => server.events.removeAllListeners());

/*
 * While one bonus is being cancelled the other cards' Cancel bonus was `disabled`: out of the
 * tab order and never announced as why. Now it is announced unavailable, can still be reached,
 * and a press asks nothing; the running one is announced busy.
 */
it('while a cancel runs, its button is busy and the other cards’ are unavailable but reachable', async () => {
  const user = userEvent.setup();
  const cancels = mainCalls('player/bonuses/freeSpins/cancel');
  const answer = holdPost('player/bonuses/freeSpins/cancel');
  renderPlayerPanel(BONUSES, <CampaignsPanel />);
  const cards = await screen.findAllByTestId('free-spin');
  const [first, second] = cards.filter((card) => within(card).queryByRole('button', { name: 'Cancel bonus' })) as [HTMLElement, HTMLElement];
  await user.click(within(first).getByRole('button', { name: 'Cancel bonus' }));
  await user.click(within(first).getByRole('button', { name: 'Yes, cancel' }));

  const running = await within(first).findByRole('button', { name: 'Cancelling…' });
  expect(running).toHaveAttribute('aria-busy', 'true');
  expect(running).toHaveAttribute('aria-disabled', 'true');
  const other = within(second).getByRole('button', { name: 'Cancel bonus' });
  expect(other).toHaveAttribute('aria-disabled', 'true');
  expect(other).not.toHaveAttribute('aria-busy');
  act(() => other.focus());
  expect(other).toHaveFocus();
  await user.keyboard('{Enter}');
  await user.click(other);
  expect(within(second).queryByRole('group')).toBeNull();

  answer();
  expect(await screen.findByTestId('free-spin-result')).toBeInTheDocument();
  await waitFor(() => expect(cancels).toHaveLength(1));
});
