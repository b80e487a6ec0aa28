import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { DepositPanel } from '@/features/wallet/DepositPanel';
import { DEPOSIT_RETURN_KEY, depositReturn } from '@/features/wallet/deposit-return';
import { leaveFor } from '@/lib/leave-site';
import { fail } from '@/mocks/handlers/respond';
import { cents } from '@/lib/money';
import { getWorld } from '@/mocks/world/worlds';
import type { Locale } from '@/routes/href';
import { paymentCalls, renderPlayerPanel } from '../utils/player-panel';
import { server } from '../utils/msw';
import { restoreFromBackForwardCache } from '../utils/page-restore';
import { loseAnswers } from './lost-answer';

jest.mock('@/lib/leave-site', () => ({ leaveFor: jest.fn() }));
const leave = jest.mocked(leaveFor);

const REGULAR = 1002; // last successful deposit 25 €, stored payment details
const FIRST = 1001; // no deposits: no stored details, quick amounts as after 49 €

const setup = (userId: number, locale: Locale = 'en') => renderPlayerPanel(userId, <DepositPanel />, locale);

const countCalls = paymentCalls;

const amountField = () => screen.findByRole('textbox', { name: /Amount in euros/ });

beforeEach(() => {
  leave.mockReset();
  window.sessionStorage.clear();
});
afterEach(() => server.events.removeAllListeners());

describe('the deposit panel', () => {
  it('offers the quick amounts of the last successful deposit (spec 9)', async () => {
    setup(REGULAR);
    const quick = await screen.findByRole('group', { name: 'Quick amounts' });
    expect(within(quick).getAllByRole('button').map((b) => b.textContent)).toEqual(['€50', '€100', '€200']);
  });

  it('follows the latest successful deposit: 150/200/300 after 100 €, a failed later one does not count', async () => {
    const player = getWorld().players.find((p) => p.userId === FIRST);
    player?.deposits.push(
      { id: 'd-a', status: 'ok', amount: cents(10_000), method: 'bank', createdTime: '2026-01-02T10:00:00Z' },
      { id: 'd-b', status: 'failed', amount: cents(1_000), method: 'bank', createdTime: '2026-01-03T10:00:00Z' },
    );
    setup(FIRST);
    const quick = await screen.findByRole('group', { name: 'Quick amounts' });
    expect(within(quick).getAllByRole('button').map((b) => b.textContent)).toEqual(['€150', '€200', '€300']);
  });

  it('offers the 49 € tier (50/100/200) to a player with no deposits, and a quick amount fills the field', async () => {
    const user = userEvent.setup();
    setup(FIRST);
    const quick = await screen.findByRole('group', { name: 'Quick amounts' });
    expect(within(quick).getAllByRole('button').map((b) => b.textContent)).toEqual(['€50', '€100', '€200']);
    await user.click(within(quick).getByRole('button', { name: '€50' }));
    expect(await amountField()).toHaveValue('50');
    expect(within(quick).getByRole('button', { name: '€50' })).toHaveAttribute('aria-pressed', 'true');
    // No stored details: no choice of how to pay.
    expect(screen.queryByRole('group', { name: 'How to pay' })).toBeNull();
  });

  it.each([
    ['5', 'The minimum deposit is €10.'],
    ['100001', 'The maximum deposit is €100,000.'],
    ['abc', 'Enter an amount in euros, like 25 or 12.50.'],
    ['12.345', 'Enter an amount in euros, like 25 or 12.50.'],
    ['', 'This field is required.'],
  ])('refuses %j with its message, keeps what was typed and sends nothing', async (typed, message) => {
    const user = userEvent.setup();
    const calls = countCalls('initDeposit');
    setup(FIRST);
    const field = await amountField();
    if (typed) await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveValue(typed);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('takes at most 6 characters, and names the bound in the locale (fi)', async () => {
    const user = userEvent.setup();
    setup(FIRST, 'fi');
    const field = await screen.findByRole('textbox', { name: /Summa euroina/ });
    expect(field).toHaveAttribute('maxLength', '6');
    await user.type(field, '9,99');
    await user.click(screen.getByRole('button', { name: 'Jatka maksamaan' }));
    expect(await screen.findByText('Pienin talletus on 10 €.')).toBeInTheDocument();
    expect(field).toHaveValue('9,99');
  });

  it('sends one initDeposit however often the button is pressed, keeps type=deposit and the amount, and leaves for the provider', async () => {
    const user = userEvent.setup();
    const calls = countCalls('initDeposit');
    setup(FIRST);
    await user.type(await amountField(), '12,50');
    const submit = screen.getByRole('button', { name: 'Continue to payment' });
    await user.dblClick(submit);
    await user.click(submit);
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    const body = await calls[0]?.formData();
    expect(body?.get('amount')).toBe('12.50');
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(leave.mock.calls[0]?.[0]).toMatch(/^http:\/\/localhost:4010\/provider\/deposit\?token=/);
    const kept = JSON.parse(window.sessionStorage.getItem(DEPOSIT_RETURN_KEY) ?? '{}') as Record<string, unknown>;
    expect(kept).toMatchObject({ type: 'deposit', amount: 1250, userId: FIRST, token: expect.any(String) });
    expect(screen.getByTestId('deposit-submit')).toHaveAttribute('aria-disabled', 'true');
  });

  it("names the saved account by its masked number, kept on one line (no-break spaces between its groups)", async () => {
    setup(REGULAR, 'fi');
    const choice = await screen.findByRole('group', { name: 'Miten maksat' });
    const stored = within(choice).getAllByRole('radio')[0]?.closest('label');
    expect(stored?.textContent).toBe('Tallennetulta tililtäsi (FI••\u00a0••••\u00a0••••\u00a01002)');
  });

  it('deposits with the stored reference instead of the provider page, and shows the result in place', async () => {
    const user = userEvent.setup();
    const confirm = countCalls('confirmDeposit');
    const init = countCalls('initDeposit');
    setup(REGULAR);
    const choice = await screen.findByRole('group', { name: 'How to pay' });
    expect(within(choice).getByRole('radio', { name: /saved account/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '€100' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    // The backend's redirectUrl leads back to this site: the result shows here, and the player stays on their page.
    expect(await screen.findByText('Your deposit of €100 was successful.')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(init).toHaveLength(0);
    expect(confirm).toHaveLength(1);
    const body = await confirm[0]?.formData();
    expect(body?.get('storedDetailReference')).toBe('stored-1002');
    expect(body?.get('amount')).toBe('100.00');
    expect(depositReturn.read(REGULAR)).toMatchObject({ amount: 10_000, token: null });
    // The mock credits a stored-details deposit at once.
    expect(getWorld().players.find((p) => p.userId === REGULAR)?.cash).toBe(35_000);
  });

  // The balance on hand is the one from before the deposit (€250.00): stated as the new one, it
  // told the player the deposit had not arrived.
  it('after a deposit whose balance could not be asked again, says the balance will follow instead of the old one', async () => {
    const user = userEvent.setup();
    setup(REGULAR);
    await screen.findByRole('group', { name: 'How to pay' });
    getWorld().failures.push({ call: 'main.balance', remaining: 'always', status: 500 });
    await user.click(screen.getByRole('button', { name: '€100' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('Your deposit of €100 was successful.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('deposit-new-balance')).toHaveTextContent('Your balance could not be updated just now. It will show the change in a moment.'));
    expect(screen.getByTestId('deposit-result')).not.toHaveTextContent('€250.00');
    getWorld().failures.length = 0;
  });

  it.each([
    [119, 'The payment provider could not process the payment. Please try again later.'],
    [121, 'Your balance is negative. Please contact customer support.'],
    [125, 'We have no payment details for you yet.'],
    [127, 'Withdrawals are blocked on your account.'],
    [129, 'This payment is not allowed.'],
    [232, 'Transactions are blocked on your account.'],
    [235, 'This action is blocked by our security checks.'],
    [260, 'This action is blocked by our security checks.'],
    [237, 'Your first deposit is still being processed.'],
  ])('shows %i as its message in the error box, with a way on', async (errorCode, message) => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.initDeposit', remaining: 1, errorCode });
    setup(FIRST);
    await user.type(await amountField(), '20');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const box = await screen.findByTestId('deposit-problem');
    expect(within(box).getByText(message)).toBeInTheDocument();
    // Retryable codes say so next to the button; the rest lead to customer service.
    if (errorCode === 119) expect(within(box).getByText(/You can try again/)).toBeInTheDocument();
    else expect(within(box).getByRole('button', { name: 'Contact customer support' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(DEPOSIT_RETURN_KEY)).toBeNull();
    expect(screen.getByTestId('deposit-submit')).toBeEnabled();
  });

  it('names the bound for 117 by its paymentLimit', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/main/payment/initDeposit', () => fail(117, 'Deposit amount above the maximum', { paymentLimit: 'maxAmount' })));
    setup(FIRST);
    await user.type(await amountField(), '20');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const box = await screen.findByTestId('deposit-problem');
    expect(within(box).getByText('The amount is above the maximum of €100,000.')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Change the amount' }));
    expect(await amountField()).toHaveFocus();
  });

  it('offers the provider page when the stored details are refused (125)', async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.confirmDeposit', remaining: 1, errorCode: 125 });
    setup(REGULAR);
    await user.click(await screen.findByRole('button', { name: '€50' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    const box = await screen.findByTestId('deposit-problem');
    await user.click(within(box).getByRole('button', { name: 'Pay at the payment provider instead' }));
    expect(screen.getByRole('radio', { name: /payment provider/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });

  it('does not follow a redirect off the allowlist', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/main/payment/initDeposit', () => Response.json({ success: true, token: 't1', redirectUrl: 'https://evil.example/pay' })));
    setup(FIRST);
    await user.type(await amountField(), '20');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(/could not verify the payment provider's address/)).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(DEPOSIT_RETURN_KEY)).toBeNull();
  });

  it('says so when the payment methods do not load, and tries again', async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.getPaymentMethods', remaining: 1, status: 503 });
    setup(FIRST);
    expect(await screen.findByText("We couldn't load the payment methods.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await amountField()).toBeInTheDocument();
  });
});

describe('back from the provider', () => {
  async function startProviderDeposit(amount: string) {
    const user = userEvent.setup();
    const view = setup(FIRST);
    await user.type(await amountField(), amount);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const token = new URL(leave.mock.calls[0]?.[0] ?? '').searchParams.get('token') ?? '';
    view.unmount();
    return token;
  }

  const decide = (token: string, decision: 'approve' | 'decline' | 'later') =>
    fetch('http://localhost:4010/provider/deposit', { method: 'POST', body: new URLSearchParams({ token, decision }), redirect: 'manual' });

  it('shows an approved deposit with the amount and the new balance, then forgets it', async () => {
    const token = await startProviderDeposit('30');
    await decide(token, 'approve');
    const user = userEvent.setup();
    setup(FIRST);
    const result = await screen.findByTestId('deposit-result');
    await waitFor(() => expect(result).toHaveAttribute('data-outcome', 'ok'));
    expect(within(result).getByText('Your deposit of €30 was successful.')).toBeInTheDocument();
    expect(await within(result).findByText('Your withdrawable balance is now €30.00.')).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: 'Make another deposit' }));
    expect(window.sessionStorage.getItem(DEPOSIT_RETURN_KEY)).toBeNull();
    expect(await amountField()).toBeInTheDocument();
  });

  it('shows a declined deposit with its reason and a way to try again', async () => {
    const token = await startProviderDeposit('30');
    await decide(token, 'decline');
    const user = userEvent.setup();
    setup(FIRST);
    const result = await screen.findByTestId('deposit-result');
    await waitFor(() => expect(result).toHaveAttribute('data-outcome', 'failed'));
    expect(within(result).getByText('Your deposit of €30 did not go through.')).toBeInTheDocument();
    expect(within(result).getByText('The payment provider reported: Failed. Your balance has not changed.')).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: 'Try again' }));
    expect(await amountField()).toBeInTheDocument();
  });

  // Before, the failing check's main button was "Try again", which forgot this deposit and
  // opened an empty form: a second deposit invited while the first might still go through.
  it('while its status cannot be checked, says the deposit may still go through and offers to check again first', async () => {
    const token = await startProviderDeposit('30');
    await decide(token, 'approve');
    getWorld().failures.push({ call: 'main.depositStatus', remaining: 'always', status: 500 });
    const user = userEvent.setup();
    setup(FIRST);
    const result = await screen.findByTestId('deposit-result');
    expect(await within(result).findByText("We could not check your deposit's status just now. It may still go through: check again in a moment.")).toBeInTheDocument();
    expect(result).toHaveAttribute('data-outcome', 'waiting');
    expect(within(result).queryByRole('button', { name: 'Try again' })).toBeNull();
    const buttons = within(result).getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Check again', 'Make a new deposit']);
    expect(within(result).getByText('If the earlier deposit goes through, you will see it in your transactions.')).toBeInTheDocument();
    // The deposit is kept while its result is unknown.
    expect(depositReturn.read(FIRST)).not.toBeNull();
    getWorld().failures.length = 0;
    await user.click(within(result).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.getByTestId('deposit-result')).toHaveAttribute('data-outcome', 'ok'));
  });

  it('waits on a pending deposit, keeps it through a remount (a reload), and shows it once settled', async () => {
    const token = await startProviderDeposit('40');
    await decide(token, 'later');
    const first = setup(FIRST);
    const waiting = await screen.findByTestId('deposit-result');
    expect(waiting).toHaveAttribute('data-outcome', 'waiting');
    expect(within(waiting).getByText('Waiting for the payment provider to confirm your deposit of €40…')).toBeInTheDocument();
    // The wait shows the withdrawal's spinner (spec 4), its text in a polite live region.
    const status = within(waiting).getByRole('status');
    expect(status).toHaveTextContent('Waiting for the payment provider to confirm your deposit of €40…');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
    first.unmount();
    // Still kept: a reload during the wait comes back to it.
    expect(depositReturn.read(FIRST)).not.toBeNull();
    getWorld().clockOffsetMs += 10_000;
    setup(FIRST);
    const result = await screen.findByTestId('deposit-result');
    await waitFor(() => expect(result).toHaveAttribute('data-outcome', 'ok'), { timeout: 5_000 });
    expect(getWorld().players.find((p) => p.userId === FIRST)?.cash).toBe(4_000);
  });

  it('says what it waits for beside the spinner in the page language (fi)', async () => {
    const token = await startProviderDeposit('40');
    await decide(token, 'later');
    setup(FIRST, 'fi');
    const waiting = await screen.findByTestId('deposit-waiting');
    expect(waiting).toHaveAttribute('role', 'status');
    expect(waiting).toHaveTextContent('Odotetaan, että maksunvälittäjä vahvistaa talletuksesi (40 €)…');
    expect(waiting.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  describe('came back by the browser\'s Back, not sent back by the provider', () => {
    const original = Object.getOwnPropertyDescriptor(window.performance, 'getEntriesByType');
    const loadedBy = (type: string) =>
      Object.defineProperty(window.performance, 'getEntriesByType', { configurable: true, value: (kind: string) => (kind === 'navigation' ? [{ type }] : []) });
    afterEach(() => {
      if (original) Object.defineProperty(window.performance, 'getEntriesByType', original);
      else Reflect.deleteProperty(window.performance, 'getEntriesByType');
    });

    it('offers the same deposit again with its amount, and still waits on the first', async () => {
      await startProviderDeposit('40');
      loadedBy('back_forward');
      const user = userEvent.setup();
      setup(FIRST);
      const result = await screen.findByTestId('deposit-result');
      expect(result).toHaveAttribute('data-outcome', 'waiting');
      expect(within(result).getByText('Waiting for the payment provider to confirm your deposit of €40…')).toBeInTheDocument();
      expect(within(result).getByTestId('deposit-back-by-history')).toHaveTextContent('Back from the payment page before paying? Start the deposit again with the same amount.');
      expect(within(result).getByText('If the earlier deposit goes through, you will see it in your transactions.')).toBeInTheDocument();
      expect(within(result).getAllByRole('button').map((button) => button.textContent)).toEqual(['Start the deposit again']);
      await user.click(within(result).getByRole('button', { name: 'Start the deposit again' }));
      expect(await amountField()).toHaveValue('40');
      expect(await amountField()).toHaveFocus();
      expect(window.sessionStorage.getItem(DEPOSIT_RETURN_KEY)).toBeNull();
    });

    it('says so in the page language (et)', async () => {
      await startProviderDeposit('40');
      loadedBy('back_forward');
      setup(FIRST, 'et');
      expect(await screen.findByTestId('deposit-back-by-history')).toHaveTextContent('Kas tulid makselehelt tagasi enne maksmist?');
      expect(screen.getByRole('button', { name: 'Alusta sissemakset uuesti' })).toBeInTheDocument();
    });

    it('still offers it after a reload of that page', async () => {
      await startProviderDeposit('40');
      loadedBy('back_forward');
      const byBack = setup(FIRST);
      expect(await screen.findByTestId('deposit-back-by-history')).toBeInTheDocument();
      byBack.unmount();
      loadedBy('reload');
      setup(FIRST);
      expect(await screen.findByTestId('deposit-back-by-history')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start the deposit again' })).toBeInTheDocument();
    });

    it('makes no offer on a reload of a page the provider sent the player back to', async () => {
      await startProviderDeposit('40');
      loadedBy('navigate');
      const sentBack = setup(FIRST);
      expect(await screen.findByTestId('deposit-result')).toHaveAttribute('data-outcome', 'waiting');
      sentBack.unmount();
      loadedBy('reload');
      setup(FIRST);
      expect(await screen.findByTestId('deposit-result')).toHaveAttribute('data-outcome', 'waiting');
      expect(screen.queryByTestId('deposit-back-by-history')).toBeNull();
    });

    it('shows the result, not the offer, once the provider has settled it', async () => {
      const token = await startProviderDeposit('40');
      await decide(token, 'approve');
      loadedBy('back_forward');
      setup(FIRST);
      const result = await screen.findByTestId('deposit-result');
      await waitFor(() => expect(result).toHaveAttribute('data-outcome', 'ok'));
      expect(screen.queryByTestId('deposit-back-by-history')).toBeNull();
    });

    it('makes no offer on a page the provider sent the player back to (a plain load)', async () => {
      await startProviderDeposit('40');
      loadedBy('navigate');
      setup(FIRST);
      const result = await screen.findByTestId('deposit-result');
      expect(result).toHaveAttribute('data-outcome', 'waiting');
      expect(within(result).queryByRole('button')).toBeNull();
      expect(screen.queryByTestId('deposit-back-by-history')).toBeNull();
    });


    /** Sends a deposit of `amount` on to the provider, the panel left on screen as the page is. */
    async function leaveWithPanel(amount: string) {
      const user = userEvent.setup();
      setup(FIRST);
      await user.type(await amountField(), amount);
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    }

    it('restored whole from the back/forward cache, the form left busy gives way to the kept deposit', async () => {
      await leaveWithPanel('30');
      expect(screen.getByTestId('deposit-submit')).toHaveTextContent('Taking you to the payment provider…');
      restoreFromBackForwardCache();
      const result = await screen.findByTestId('deposit-result');
      expect(result).toHaveAttribute('data-outcome', 'waiting');
      expect(within(result).getByTestId('deposit-back-by-history')).toBeInTheDocument();
    });

    it('restored whole without a kept deposit (storage refused it), the button is the player\'s again', async () => {
      await leaveWithPanel('30');
      window.sessionStorage.clear();
      restoreFromBackForwardCache();
      expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeEnabled();
      expect(screen.getByTestId('deposit-submit')).not.toHaveAttribute('aria-busy', 'true');
      expect(await amountField()).toHaveValue('30');
    });
  });

  it("ignores another player's kept deposit", async () => {
    await depositReturn.save({ amount: cents(5_000), token: 'x', userId: REGULAR });
    setup(FIRST);
    expect(await amountField()).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-result')).toBeNull();
  });
});

describe('a deposit with stored details that gets no definite answer', () => {
  const cash = () => getWorld().players.find((p) => p.userId === REGULAR)?.cash;

  async function depositStored(amount: string) {
    const user = userEvent.setup();
    await user.type(await amountField(), amount);
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    return user;
  }

  it.each([
    // The injected failures answer before the backend acts; the lost answer after it has.
    ['our own deadline (408)', () => getWorld().failures.push({ call: 'main.confirmDeposit', remaining: 1, errorCode: 408 }), false],
    ['a lost answer (100)', () => loseAnswers('payment/confirmDeposit'), true],
    ['a failing backend (503)', () => getWorld().failures.push({ call: 'main.confirmDeposit', remaining: 1, status: 503 }), false],
  ])('after %s: says the outcome is not known yet and shows the balance, never that nothing was charged', async (_, fault, charged) => {
    fault();
    setup(REGULAR);
    await depositStored('100');
    const box = await screen.findByTestId('deposit-problem');
    expect(box).toHaveAttribute('data-outcome', 'unsettled');
    expect(within(box).getByText("We don't know yet whether your deposit of €100 went through.")).toBeInTheDocument();
    expect(box).not.toHaveTextContent(/Nothing was charged|did not go through/);
    expect(cash()).toBe(charged ? 35_000 : 25_000);
    expect(await within(box).findByText(`Your withdrawable balance is now ${charged ? '€350.00' : '€250.00'}.`)).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Try the deposit again' })).toBeEnabled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('a lost answer: the same deposit sent again reuses its key, and the backend charges once', async () => {
    const confirm = countCalls('confirmDeposit');
    loseAnswers('payment/confirmDeposit');
    setup(REGULAR);
    const user = await depositStored('100');
    const box = await screen.findByTestId('deposit-problem');
    await user.click(within(box).getByRole('button', { name: 'Try the deposit again' }));
    expect(await screen.findByText('Your deposit of €100 was successful.')).toBeInTheDocument();
    expect(confirm).toHaveLength(2);
    expect(confirm[1]?.headers.get('Idempotency-Key')).toBe(confirm[0]?.headers.get('Idempotency-Key'));
    expect(cash()).toBe(35_000);
  });

  it('its retry sends the deposit whose outcome is unknown, whatever the amount field says now, and keeps focus while it is under way', async () => {
    const confirm = countCalls('confirmDeposit');
    loseAnswers('payment/confirmDeposit');
    setup(REGULAR);
    const user = await depositStored('100');
    const box = await screen.findByTestId('deposit-problem');
    const field = await amountField();
    await user.clear(field);
    await user.type(field, '40');
    const retry = within(box).getByRole('button', { name: 'Try the deposit again' });
    retry.focus();
    let answer: () => void = () => undefined;
    server.use(http.post('*/main/payment/confirmDeposit', () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))), { once: true }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(retry).toHaveFocus();
    answer();
    // The result replaces the form where the player is, and takes the focus the retry had.
    const result = await screen.findByTestId('deposit-result');
    expect(result).toHaveTextContent('Your deposit of €100 was successful.');
    await waitFor(() => expect(result).toHaveFocus());
    expect(leave).not.toHaveBeenCalled();
    expect(confirm).toHaveLength(2);
    expect(confirm[1]?.headers.get('Idempotency-Key')).toBe(confirm[0]?.headers.get('Idempotency-Key'));
    expect(cash()).toBe(35_000);
  });

  it('a lost answer, the panel closed and opened again: the same deposit carries the same key; another amount a new one', async () => {
    const confirm = countCalls('confirmDeposit');
    loseAnswers('payment/confirmDeposit');
    const first = setup(REGULAR);
    await depositStored('100');
    expect(await screen.findByTestId('deposit-problem')).toHaveAttribute('data-outcome', 'unsettled');
    first.unmount();

    const second = setup(REGULAR);
    await depositStored('100');
    // The backend answers the first deposit again instead of charging a second time.
    expect(await screen.findByText('Your deposit of €100 was successful.')).toBeInTheDocument();
    expect(confirm).toHaveLength(2);
    expect(confirm[1]?.headers.get('Idempotency-Key')).toBe(confirm[0]?.headers.get('Idempotency-Key'));
    expect(cash()).toBe(35_000);
    second.unmount();
    depositReturn.clear();

    setup(REGULAR);
    await depositStored('50');
    expect(await screen.findByText('Your deposit of €50 was successful.')).toBeInTheDocument();
    expect(new Set(confirm.map((c) => c.headers.get('Idempotency-Key'))).size).toBe(2);
    expect(cash()).toBe(40_000);
  });

  it('a provider deposit without an answer has charged nothing yet, and says so', async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.initDeposit', remaining: 1, errorCode: 408 });
    setup(FIRST);
    await user.type(await amountField(), '20');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const box = await screen.findByTestId('deposit-problem');
    expect(within(box).getByText('Nothing was charged. You can try again in a moment.')).toBeInTheDocument();
  });
});
