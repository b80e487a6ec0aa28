import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { WithdrawPanel } from '@/features/wallet/WithdrawPanel';
import { cents } from '@/lib/money';
import { fail } from '@/mocks/handlers/respond';
import { getWorld } from '@/mocks/world/worlds';
import type { Locale } from '@/routes/href';
import { paymentCalls, renderPlayerPanel, seededPlayer } from '../utils/player-panel';
import { server } from '../utils/msw';
import { loseAnswers } from './lost-answer';

const FIRST = 1001; // no cash at all
const REGULAR = 1002; // 250.00 € cash + 20.00 € bonus money: the confirmation
const EESTI = 1006; // 123.45 € cash, no bonus money, no free spins: no confirmation
const FREE_SPINS = 1301; // 80.00 € cash, one free-spin bonus of 25 spins: the confirmation
const RESERVE = 1303; // 40.00 € cash, all of it reserved
const RESERVE_UNKNOWN = 1304; // 75.00 € cash, reserve not known

const player = seededPlayer;

const setup = (userId: number, locale: Locale = 'en') => renderPlayerPanel(userId, <WithdrawPanel />, locale);

const countCalls = paymentCalls;

const amountField = () => screen.findByRole('textbox', { name: /Amount to withdraw in euros/ });
const submitButton = () => screen.getByTestId('withdraw-submit');

afterEach(() => server.events.removeAllListeners());

describe('the withdraw panel', () => {
  it('shows the balances of initWithdraw and what can be withdrawn now', async () => {
    player(REGULAR).cashReserve = cents(5_000);
    setup(REGULAR);
    const balances = await screen.findByTestId('withdraw-balances');
    expect(within(balances).getByTestId('withdraw-total')).toHaveTextContent('€270.00');
    expect(within(balances).getByTestId('withdraw-cash')).toHaveTextContent('€250.00');
    expect(within(balances).getByTestId('withdraw-promo')).toHaveTextContent('€20.00');
    expect(within(balances).getByTestId('withdraw-reserve')).toHaveTextContent('€50.00');
    expect(within(balances).getByTestId('withdraw-available')).toHaveTextContent('€200.00');
    expect(await amountField()).toHaveAccessibleDescription('Min €10 - Max €50,000');
  });

  it('keeps the button disabled until there is an amount above 0, and says why next to it', async () => {
    const user = userEvent.setup();
    setup(EESTI);
    const field = await amountField();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByTestId('withdraw-reason')).toHaveTextContent('Enter the amount you want to withdraw.');
    expect(submitButton()).toHaveAccessibleDescription('Enter the amount you want to withdraw.');
    await user.type(field, '0');
    expect(submitButton()).toBeDisabled();
    await user.clear(field);
    await user.type(field, '20');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByTestId('withdraw-reason')).toBeNull();
  });

  it('says at the field, as it is typed, that text with letters is no amount, and takes it back as the amount is mended', async () => {
    const user = userEvent.setup();
    setup(EESTI);
    const field = await amountField();
    // An amount on its way ("12.") is not told off before the field is left.
    await user.type(field, '12.');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, 'abc');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter an amount in euros, like 25 or 12.50.'));
    expect(submitButton()).toBeDisabled();
    await user.clear(field);
    await user.type(field, '20');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    [RESERVE, 'Your cash reserve of €40.00 holds back all of your cash, so nothing can be withdrawn right now.'],
    [RESERVE_UNKNOWN, 'Your cash reserve is not known yet, so nothing can be withdrawn right now. Please check again in a moment.'],
    [FIRST, 'You have no cash to withdraw.'],
  ])('player %i: disabled whatever is typed, with the reason in words', async (userId, reason) => {
    const user = userEvent.setup();
    setup(userId);
    await user.type(await amountField(), '20');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByTestId('withdraw-reason')).toHaveTextContent(reason);
  });

  it('asks initWithdraw again when the reserve was not known, and lets the player on once it is', async () => {
    const user = userEvent.setup();
    setup(RESERVE_UNKNOWN);
    expect(await screen.findByTestId('withdraw-reserve')).toHaveTextContent('Not known yet');
    player(RESERVE_UNKNOWN).cashReserve = cents(2_500);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('withdraw-available')).toHaveTextContent('€50.00');
    await user.type(await amountField(), '50');
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    ['5', 'The minimum withdrawal is €10.'],
    ['124', 'You can withdraw at most €123.45 right now.'],
    ['12.345', 'Enter an amount in euros, like 25 or 12.50.'],
  ])('refuses %j with its message, keeps what was typed and sends nothing', async (typed, message) => {
    const user = userEvent.setup();
    const calls = countCalls('withdraw');
    setup(EESTI);
    const field = await amountField();
    await user.type(field, typed);
    await user.tab();
    if (submitButton().hasAttribute('disabled')) {
      // An unreadable amount is no amount: the button says so, the field says what is wrong.
      expect(screen.getByTestId('withdraw-reason')).toHaveTextContent('Enter the amount you want to withdraw.');
    } else {
      await user.click(submitButton());
    }
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveValue(typed);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('names the bound in the locale (fi)', async () => {
    const user = userEvent.setup();
    setup(EESTI, 'fi');
    const field = await screen.findByRole('textbox', { name: 'Kotiutettava summa euroina' });
    await user.type(field, '9,99');
    await user.click(screen.getByRole('button', { name: 'Kotiuta' }));
    expect(await screen.findByText('Pienin kotiutus on 10 €.')).toBeInTheDocument();
    expect(field).toHaveValue('9,99');
  });

  it('without bonuses: one call per click, no question, then the result with the new balance', async () => {
    const user = userEvent.setup();
    const calls = countCalls('withdraw');
    setup(EESTI);
    await user.type(await amountField(), '23,45');
    await user.dblClick(submitButton());
    const result = await screen.findByTestId('withdraw-result');
    expect(result).toHaveAttribute('data-outcome', 'ok');
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
    expect(within(result).getByText('Your withdrawal of €23.45 has been requested.')).toBeInTheDocument();
    expect(await within(result).findByText('Your withdrawable balance is now €100.00.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    const body = await calls[0]?.formData();
    expect(body?.get('amount')).toBe('23.45');
    expect(body?.get('method')).toBe('bank');
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(player(EESTI).withdrawals).toEqual([expect.objectContaining({ status: 'pending', amount: 2_345 })]);
    // The result takes focus; Back leads to an empty form with the new balances.
    expect(result.contains(document.activeElement)).toBe(true);
    await user.click(within(result).getByRole('button', { name: 'Back to withdrawal' }));
    expect(await amountField()).toHaveValue('');
    expect(await amountField()).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('withdraw-cash')).toHaveTextContent('€100.00'));
  });

  it('with bonus money: asks first, naming what is lost; Cancel sends nothing and keeps the amount', async () => {
    const user = userEvent.setup();
    const calls = countCalls('withdraw');
    setup(REGULAR);
    const field = await amountField();
    await user.type(field, '50');
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Give up your bonuses?' });
    expect(dialog).toHaveTextContent('If you withdraw €50 now, you give up:');
    expect(within(dialog).getByTestId('withdraw-at-stake')).toHaveTextContent('your bonus money of €20.00');
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Give up your bonuses?' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field).toHaveValue('50');
    expect(calls).toHaveLength(0);
  });

  it('with bonus money: confirming withdraws once and gives up the bonus money', async () => {
    const user = userEvent.setup();
    const calls = countCalls('withdraw');
    setup(REGULAR);
    await user.type(await amountField(), '50');
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Give up your bonuses?' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Withdraw €50' }));
    const result = await screen.findByTestId('withdraw-result');
    expect(result).toHaveAttribute('data-outcome', 'ok');
    expect(await within(result).findByText('Your withdrawable balance is now €200.00.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(player(REGULAR).promo).toBe(0);
    expect(player(REGULAR).cash).toBe(20_000);
  });

  it('with an active free-spin bonus: asks first, naming the bonuses and their spins', async () => {
    const user = userEvent.setup();
    setup(FREE_SPINS);
    await user.type(await amountField(), '30');
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Give up your bonuses?' });
    const stake = within(dialog).getByTestId('withdraw-at-stake');
    expect(stake).toHaveTextContent('1 active free-spin bonus (25 free spins)');
    expect(stake).not.toHaveTextContent('bonus money');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw €30' }));
    expect(await screen.findByTestId('withdraw-result')).toHaveAttribute('data-outcome', 'ok');
    expect(player(FREE_SPINS).freeSpins).toEqual([]);
  });

  it.each([
    [119, 'The payment provider could not process the payment. Please try again later.'],
    [127, 'Withdrawals are blocked on your account.'],
    [235, 'This action is blocked by our security checks.'],
    [260, 'This action is blocked by our security checks.'],
    [237, 'Your first deposit is still being processed.'],
    // 121 (the withdrawable cash moved) is said in the withdrawal's own words: withdraw-balance-moved.test.tsx.
  ])('shows %i as its message, with Back to the form and the amount kept', async (errorCode, message) => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.confirmWithdraw', remaining: 1, errorCode });
    setup(EESTI);
    await user.type(await amountField(), '20');
    await user.click(submitButton());
    const result = await screen.findByTestId('withdraw-result');
    expect(result).toHaveAttribute('data-outcome', 'failed');
    expect(within(result).getByText('Your withdrawal of €20 did not go through.')).toBeInTheDocument();
    expect(within(result).getByText(message)).toBeInTheDocument();
    // The withdraw note belongs to initWithdraw's failures only.
    expect(within(result).queryByText(/Withdrawals are on hold/)).toBeNull();
    if (errorCode === 119) expect(within(result).getByText(/You can try again/)).toBeInTheDocument();
    else expect(within(result).getByRole('button', { name: 'Contact customer support' })).toBeInTheDocument();
    expect(player(EESTI).withdrawals).toEqual([]);
    await user.click(within(result).getByRole('button', { name: 'Back to withdrawal' }));
    const field = await amountField();
    expect(field).toHaveValue('20');
    expect(field).toHaveFocus();
  });

  it('names the bound for 117 by its paymentLimit', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/main/payment/withdraw', () => fail(117, 'Withdraw amount above the maximum', { paymentLimit: 'maxAmount' })));
    setup(EESTI);
    await user.type(await amountField(), '20');
    await user.click(submitButton());
    const result = await screen.findByTestId('withdraw-result');
    expect(within(result).getByText('The amount is above the maximum of €50,000.')).toBeInTheDocument();
  });

  it('asks again with the same key after a lost answer, and with a new one for a new withdrawal', async () => {
    const user = userEvent.setup();
    const calls = countCalls('withdraw');
    getWorld().failures.push({ call: 'main.confirmWithdraw', remaining: 1, status: 503 });
    setup(EESTI);
    await user.type(await amountField(), '20');
    await user.click(submitButton());
    const failed = await screen.findByTestId('withdraw-result');
    expect(failed).toHaveAttribute('data-outcome', 'unsettled');
    await user.click(within(failed).getByRole('button', { name: 'Back to withdrawal' }));
    await user.click(submitButton());
    expect(await screen.findByTestId('withdraw-result')).toHaveAttribute('data-outcome', 'ok');
    await user.click(screen.getByRole('button', { name: 'Back to withdrawal' }));
    await user.type(await amountField(), '20');
    await user.click(submitButton());
    await waitFor(() => expect(calls).toHaveLength(3));
    const [first, second, third] = calls.map((c) => c.headers.get('Idempotency-Key'));
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it.each([235, 260])('a failed initWithdraw (%i) says so with the withdraw note and a retry', async (errorCode) => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.initWithdraw', remaining: 1, errorCode });
    setup(EESTI);
    const box = await screen.findByTestId('withdraw-init-failed');
    expect(within(box).getByText("We couldn't load your withdrawal details.")).toBeInTheDocument();
    expect(within(box).getByText('This action is blocked by our security checks.')).toBeInTheDocument();
    expect(within(box).getByText('Withdrawals are on hold while we review your account. Customer support can tell you more.')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await amountField()).toBeInTheDocument();
  });

  it('leads to the pending withdrawals with their count', async () => {
    player(EESTI).withdrawals.push({ id: 'w-x', reference: 'W-x', status: 'pending', amount: cents(1_000), method: 'bank', createdTime: new Date().toISOString() });
    setup(EESTI);
    const link = await screen.findByTestId('withdraw-pending-link');
    await waitFor(() => expect(link).toHaveAccessibleName('Pending withdrawals 1 pending withdrawal'));
  });
});

describe('after the withdrawal', () => {
  it('says a block the refresh brought (235) with its withdraw note, beside the result', async () => {
    const user = userEvent.setup();
    setup(EESTI);
    await user.type(await amountField(), '20');
    getWorld().failures.push({ call: 'main.initWithdraw', remaining: 'always', errorCode: 235 });
    await user.click(submitButton());
    await screen.findByTestId('withdraw-refresh-failed');
    expect(screen.getByText('This action is blocked by our security checks.')).toBeInTheDocument();
    expect(screen.getByText('Withdrawals are on hold while we review your account. Customer support can tell you more.')).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-result')).toHaveAttribute('data-outcome', 'ok');
  });

  it('keeps the result on screen when the balances fail to load again, and says so under them with a retry', async () => {
    const user = userEvent.setup();
    setup(EESTI);
    await user.type(await amountField(), '20');
    // From here on initWithdraw fails: the refresh after the withdrawal is what asks for it.
    getWorld().failures.push({ call: 'main.initWithdraw', remaining: 'always', status: 500 });
    await user.click(submitButton());
    const stale = await screen.findByTestId('withdraw-refresh-failed');
    expect(stale).toHaveTextContent("We couldn't update your balances, so they may be out of date.");
    const result = screen.getByTestId('withdraw-result');
    expect(result).toHaveAttribute('data-outcome', 'ok');
    expect(within(result).getByText('Your withdrawal of €20 has been requested.')).toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-init-failed')).toBeNull();
    expect(player(EESTI).withdrawals).toHaveLength(1);
    getWorld().failures = [];
    await user.click(within(stale).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('withdraw-refresh-failed')).toBeNull());
    expect(screen.getByTestId('withdraw-cash')).toHaveTextContent('€103.45');
    expect(screen.getByTestId('withdraw-result')).toHaveAttribute('data-outcome', 'ok');
  });

  it.each([
    // The injected failures answer before the backend acts; the lost answer after it has.
    ['our own deadline (408)', () => getWorld().failures.push({ call: 'main.confirmWithdraw', remaining: 1, errorCode: 408 }), false],
    ['a lost answer (100)', () => loseAnswers('payment/withdraw'), true],
    ['a failing backend (503)', () => getWorld().failures.push({ call: 'main.confirmWithdraw', remaining: 1, status: 503 }), false],
  ])('after %s: says the outcome is not known yet, never that nothing was withdrawn', async (_, fault, withdrawn) => {
    const user = userEvent.setup();
    fault();
    setup(EESTI);
    await user.type(await amountField(), '20');
    await user.click(submitButton());
    const result = await screen.findByTestId('withdraw-result');
    expect(result).toHaveAttribute('data-outcome', 'unsettled');
    expect(within(result).getByText("We don't know yet whether your withdrawal of €20 went through.")).toBeInTheDocument();
    expect(result).not.toHaveTextContent(/Nothing was withdrawn|did not go through/);
    expect(result.contains(document.activeElement)).toBe(true);
    // The balance and the pending withdrawals, as asked for again, say what happened.
    expect(player(EESTI).withdrawals).toHaveLength(withdrawn ? 1 : 0);
    expect(await within(result).findByText(`Your withdrawable balance is now ${withdrawn ? '€103.45' : '€123.45'}.`)).toBeInTheDocument();
    expect(within(result).getByTestId('withdraw-unsettled-pending')).toHaveTextContent(`You now have ${withdrawn ? 1 : 0} pending withdrawal`);
  });

  it('a lost answer: the same withdrawal sent again reuses its key, and the backend withdraws once', async () => {
    const user = userEvent.setup();
    const calls = countCalls('withdraw');
    loseAnswers('payment/withdraw');
    setup(EESTI);
    await user.type(await amountField(), '20');
    await user.click(submitButton());
    const result = await screen.findByTestId('withdraw-result');
    expect(result).toHaveAttribute('data-outcome', 'unsettled');
    await user.click(within(result).getByRole('button', { name: 'Try the withdrawal again' }));
    await waitFor(() => expect(screen.getByTestId('withdraw-result')).toHaveAttribute('data-outcome', 'ok'));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.get('Idempotency-Key')).toBe(calls[0]?.headers.get('Idempotency-Key'));
    expect(player(EESTI).withdrawals).toEqual([expect.objectContaining({ amount: 2_000 })]);
    expect(player(EESTI).cash).toBe(10_345);
  });

  it('a lost answer, the panel closed and opened again: the same request carries the same key; another amount a new one', async () => {
    const user = userEvent.setup();
    const calls = countCalls('withdraw');
    loseAnswers('payment/withdraw');
    const first = setup(EESTI);
    await user.type(await amountField(), '20');
    await user.click(submitButton());
    expect(await screen.findByTestId('withdraw-result')).toHaveAttribute('data-outcome', 'unsettled');
    first.unmount();

    setup(EESTI);
    await user.type(await amountField(), '20');
    await user.click(submitButton());
    // The backend answers the first withdrawal again instead of making a second one.
    expect(await screen.findByTestId('withdraw-result')).toHaveAttribute('data-outcome', 'ok');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.get('Idempotency-Key')).toBe(calls[0]?.headers.get('Idempotency-Key'));
    expect(player(EESTI).withdrawals).toHaveLength(1);
    expect(player(EESTI).cash).toBe(10_345);

    // Settled: the same amount again is a new withdrawal, as is another amount.
    await user.click(screen.getByRole('button', { name: 'Back to withdrawal' }));
    await user.type(await amountField(), '20');
    await user.click(submitButton());
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(await screen.findByTestId('withdraw-result')).toHaveAttribute('data-outcome', 'ok');
    await user.click(screen.getByRole('button', { name: 'Back to withdrawal' }));
    await user.type(await amountField(), '30');
    await user.click(submitButton());
    await waitFor(() => expect(calls).toHaveLength(4));
    const keys = new Set(calls.map((c) => c.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(3);
    await waitFor(() => expect(player(EESTI).withdrawals).toHaveLength(3));
  });

  it('a refusal is definite: the same withdrawal sent again after it gets a new key', async () => {
    const user = userEvent.setup();
    const calls = countCalls('withdraw');
    getWorld().failures.push({ call: 'main.confirmWithdraw', remaining: 1, errorCode: 119 });
    const first = setup(EESTI);
    await user.type(await amountField(), '20');
    await user.click(submitButton());
    const result = await screen.findByTestId('withdraw-result');
    expect(result).toHaveAttribute('data-outcome', 'failed');
    expect(within(result).getByText('Nothing was withdrawn. You can try again in a moment.')).toBeInTheDocument();
    first.unmount();
    setup(EESTI);
    await user.type(await amountField(), '20');
    await user.click(submitButton());
    expect(await screen.findByTestId('withdraw-result')).toHaveAttribute('data-outcome', 'ok');
    expect(calls[1]?.headers.get('Idempotency-Key')).not.toBe(calls[0]?.headers.get('Idempotency-Key'));
  });
});
