import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { PendingWithdrawsPanel } from '@/features/wallet/PendingWithdrawsPanel';
import { formatLongDate } from '@/lib/format-date';
import { cents } from '@/lib/money';
import { getWorld } from '@/mocks/world/worlds';
import type { Locale } from '@/routes/href';
import { longDateText } from '../utils/date-text';
import { emulateFocusFixup } from '../utils/focus-fixup';
import { renderPlayerPanel, seededPlayer } from '../utils/player-panel';
import { server } from '../utils/msw';

const REGULAR = 1002; // no withdrawals
const PENDING = 1302; // 60.00 € cash; pending 40 € (2 h ago), 125.50 € (1 day), 20 € (3 days); one paid, one cancelled

const player = seededPlayer;

const setup = (userId: number, locale: Locale = 'en') => renderPlayerPanel(userId, <PendingWithdrawsPanel />, locale);

function cancelCalls() {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/main/payment/cancelWithdraw') seen.push(request.clone());
  });
  return seen;
}

const createdOf = (reference: string) => new Date(player(PENDING).withdrawals.find((w) => w.reference === reference)?.createdTime ?? 0);

afterEach(() => server.events.removeAllListeners());

describe('the pending withdrawals panel', () => {
  it('lists each pending withdrawal, newest first, with its amount and date in the locale', async () => {
    setup(PENDING);
    const items = await screen.findAllByTestId('pending-item');
    expect(items.map((item) => item.getAttribute('data-reference'))).toEqual(['W-1302-1', 'W-1302-2', 'W-1302-3']);
    expect(items[1]).toHaveTextContent('€125.50');
    expect(items[1]).toHaveTextContent(`Requested ${longDateText(createdOf('W-1302-2'), 'en')}`);
    expect(within(items[0] as HTMLElement).getByRole('button', { name: `Cancel withdrawal of €40.00, requested ${formatLongDate(createdOf('W-1302-1'), 'en')}` })).toBeInTheDocument();
  });

  it.each<[Locale, RegExp, RegExp]>([
    ['fi', /125,50\s€/, /^Pyydetty \d{1,2}\. \S+ \d{4}/],
    ['et', /125,50\s€/, /^Taotletud \d{1,2}\. \S+ \d{4}/],
  ])('writes amounts and dates the %s way', async (locale, amount, date) => {
    setup(PENDING, locale);
    const items = await screen.findAllByTestId('pending-item');
    expect(items[1]).toHaveTextContent(amount);
    expect(within(items[1] as HTMLElement).getByText(date)).toHaveTextContent(longDateText(createdOf('W-1302-2'), locale));
  });

  it('says so when there is nothing pending', async () => {
    setup(REGULAR);
    expect(await screen.findByTestId('pending-empty')).toHaveTextContent('You have no pending withdrawals.');
  });

  it('finds pending withdrawals past the first page of the list', async () => {
    const withdrawals = player(PENDING).withdrawals;
    for (let i = 0; i < 12; i += 1) {
      withdrawals.push({ id: `w-n${i}`, reference: `W-n${i}`, status: 'ok', amount: cents(1_000), method: 'bank', createdTime: new Date(Date.now() - 60_000 * (i + 1)).toISOString() });
    }
    setup(PENDING);
    await waitFor(() => expect(screen.getAllByTestId('pending-item')).toHaveLength(3));
  });

  it('cancels after asking: one call with the reference, then the list and the balance again', async () => {
    const user = userEvent.setup();
    const calls = cancelCalls();
    setup(PENDING);
    const [first] = await screen.findAllByTestId('pending-item');
    await user.click(within(first as HTMLElement).getByRole('button', { name: /^Cancel withdrawal of €40.00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this withdrawal?' });
    expect(dialog).toHaveTextContent(`The withdrawal of €40.00 requested ${longDateText(createdOf('W-1302-1'), 'en')} will be cancelled`);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    const outcome = await screen.findByTestId('pending-outcome');
    expect(outcome).toHaveAttribute('data-outcome', 'cancelled');
    expect(outcome).toHaveTextContent('The withdrawal of €40.00 was cancelled.');
    expect(await within(outcome).findByText('Your withdrawable balance is now €100.00.')).toBeInTheDocument();
    await waitFor(() => expect(outcome).toHaveFocus());
    await waitFor(() => expect(screen.getAllByTestId('pending-item')).toHaveLength(2));
    expect(calls).toHaveLength(1);
    expect((await calls[0]?.formData())?.get('reference')).toBe('W-1302-1');
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(player(PENDING).withdrawals.find((w) => w.reference === 'W-1302-1')?.status).toBe('cancelled');
    expect(player(PENDING).cash).toBe(10_000);
  });

  // The balance on hand is the one from before the cancel (€60.00): stated as the new one, it
  // told the player the €40.00 had not come back.
  it('after a cancel whose balance could not be asked again, says the balance will follow instead of the old one', async () => {
    const user = userEvent.setup();
    setup(PENDING);
    const [first] = await screen.findAllByTestId('pending-item');
    getWorld().failures.push({ call: 'main.balance', remaining: 'always', status: 500 });
    await user.click(within(first as HTMLElement).getByRole('button', { name: /^Cancel withdrawal of €40.00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this withdrawal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    const outcome = await screen.findByTestId('pending-outcome');
    expect(outcome).toHaveAttribute('data-outcome', 'cancelled');
    expect(within(outcome).getByTestId('pending-new-balance')).toHaveTextContent('Your balance could not be updated just now. It will show the change in a moment.');
    expect(outcome).not.toHaveTextContent('€60.00');
    getWorld().failures.length = 0;
  });

  it('keeps the withdrawal when the player says so', async () => {
    const user = userEvent.setup();
    const calls = cancelCalls();
    setup(PENDING);
    const [first] = await screen.findAllByTestId('pending-item');
    await user.click(within(first as HTMLElement).getByRole('button', { name: /^Cancel withdrawal/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('pending-item')).toHaveLength(3);
    expect(calls).toHaveLength(0);
  });

  it('shows a failed cancel with its message and a retry that reuses the key after a lost answer', async () => {
    const user = userEvent.setup();
    const calls = cancelCalls();
    getWorld().failures.push({ call: 'main.cancelWithdraw', remaining: 1, status: 503 });
    setup(PENDING);
    const [, second] = await screen.findAllByTestId('pending-item');
    await user.click(within(second as HTMLElement).getByRole('button', { name: /^Cancel withdrawal/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    const outcome = await screen.findByTestId('pending-outcome');
    expect(outcome).toHaveAttribute('data-outcome', 'failed');
    expect(outcome).toHaveTextContent('The withdrawal of €125.50 could not be cancelled.');
    expect(within(outcome).getByTestId('api-error')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getAllByTestId('pending-item')).toHaveLength(3);
    await user.click(within(outcome).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('pending-outcome')).toHaveAttribute('data-outcome', 'cancelled'));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.get('Idempotency-Key')).toBe(calls[0]?.headers.get('Idempotency-Key'));
    await waitFor(() => expect(screen.getAllByTestId('pending-item')).toHaveLength(2));
  });

  it('asks again with the same key after a lost answer and a reload, and with a new one for another withdrawal', async () => {
    const user = userEvent.setup();
    const calls = cancelCalls();
    getWorld().failures.push({ call: 'main.cancelWithdraw', remaining: 1, status: 503 });
    /** Cancels the withdrawal of `amount` and waits for the outcome of that cancel. */
    const cancel = async (amount: string, outcome: 'failed' | 'cancelled') => {
      const item = (await screen.findAllByTestId('pending-item')).find((row) => row.textContent?.includes(amount)) as HTMLElement;
      await user.click(within(item).getByRole('button', { name: /^Cancel withdrawal/ }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
      await waitFor(() => {
        expect(screen.getByTestId('pending-outcome')).toHaveTextContent(amount);
        expect(screen.getByTestId('pending-outcome')).toHaveAttribute('data-outcome', outcome);
      });
    };
    const first = setup(PENDING);
    await cancel('€125.50', 'failed');
    first.unmount();

    setup(PENDING);
    await cancel('€125.50', 'cancelled');
    await cancel('€40.00', 'cancelled');
    await waitFor(() => expect(screen.getAllByTestId('pending-item')).toHaveLength(1));
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows a refused cancel (180: no longer pending) with its message', async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.cancelWithdraw', remaining: 1, errorCode: 180 });
    setup(PENDING);
    const [first] = await screen.findAllByTestId('pending-item');
    await user.click(within(first as HTMLElement).getByRole('button', { name: /^Cancel withdrawal/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    const outcome = await screen.findByTestId('pending-outcome');
    expect(outcome).toHaveAttribute('data-code', '180');
    expect(outcome).toHaveTextContent('This withdrawal can no longer be cancelled: it may already be on its way to your bank account.');
  });

  it('keeps focus on the row whose cancel is under way (busy, its neighbours not to be pressed), then gives it to the outcome', async () => {
    const stopFixup = emulateFocusFixup();
    try {
      const user = userEvent.setup();
      let answer: () => void = () => undefined;
      server.use(http.post('*/main/payment/cancelWithdraw', () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))), { once: true }));
      setup(PENDING);
      const [first, second] = await screen.findAllByTestId('pending-item');
      const asking = within(first as HTMLElement).getByRole('button', { name: /^Cancel withdrawal/ });
      const other = within(second as HTMLElement).getByRole('button', { name: /^Cancel withdrawal/ });
      await user.click(asking);
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
      // The confirmation gives focus back to the row's button as it closes, while the cancel runs.
      await waitFor(() => expect(asking).toHaveFocus());
      expect(asking).toHaveAttribute('aria-busy', 'true');
      expect(asking).toHaveAttribute('aria-disabled', 'true');
      expect(asking).not.toBeDisabled();
      expect(other).toHaveAttribute('aria-disabled', 'true');
      expect(other).not.toHaveAttribute('aria-busy');
      await user.click(other);
      expect(screen.getByTestId('pending-confirm')).not.toHaveAttribute('open');
      answer();
      const outcome = await screen.findByTestId('pending-outcome');
      await waitFor(() => expect(outcome).toHaveFocus());
    } finally {
      stopFixup();
    }
  });

  it('says so when the list does not load, and tries again', async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.getWithdrawsTransactionsPages', remaining: 1, status: 503 });
    setup(PENDING);
    const box = await screen.findByTestId('pending-load-failed');
    expect(box).toHaveTextContent("We couldn't load your pending withdrawals.");
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('pending-item')).toHaveLength(3);
  });
});
