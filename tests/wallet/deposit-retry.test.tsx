import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { DepositPanel } from '@/features/wallet/DepositPanel';
import { DEPOSIT_RETURN_KEY, depositReturn } from '@/features/wallet/deposit-return';
import { leaveFor } from '@/lib/leave-site';
import { cents } from '@/lib/money';
import { ok } from '@/mocks/handlers/respond';
import { getWorld } from '@/mocks/world/worlds';
import { admitPanel } from '@/root/panels';
import { PanelsProvider } from '@/state/panels';
import { server } from '../utils/msw';
import { paymentCalls, renderPlayerPanel, sentFields } from '../utils/player-panel';
import { renderWithProviders } from '../utils/render';
import { DepositFrame } from '../utils/deposit-frame';

/*
 * Standard: bad input or a failure loses nothing the player chose. A deposit that did not go
 * through comes back, at "Try again", with its amount (and so its quick amount) in the form:
 * refused in place, and declined at the provider, when the page was left and came back.
 */

// Whole panels with their data over msw, several steps each.
jest.setTimeout(20_000);

jest.mock('@/lib/leave-site', () => ({ leaveFor: jest.fn() }));
const leave = jest.mocked(leaveFor);

const FIRST = 1001; // no deposits: quick amounts 50/100/200, no stored details
const REGULAR = 1002; // stored details, both campaigns (101, 102)

const WORDS = {
  en: { amount: /Amount in euros/, submit: 'Continue to payment', tryAgain: 'Try again', quick: '€100' },
  et: { amount: /Summa eurodes/, submit: 'Jätka maksmisega', tryAgain: 'Proovi uuesti', quick: /^100\s€$/ },
} as const;

beforeEach(() => {
  leave.mockReset();
  window.sessionStorage.clear();
});
afterEach(() => server.events.removeAllListeners());


/** A provider deposit of `amount` from the form, left for the provider; the panel is gone (the page was left). */
async function leaveWithDeposit(locale: keyof typeof WORDS, amount: 'quick' | string) {
  const user = userEvent.setup();
  const words = WORDS[locale];
  const view = renderPlayerPanel(FIRST, <DepositFrame first="deposit" />, locale);
  if (amount === 'quick') await user.click(await screen.findByRole('button', { name: words.quick }));
  else await user.type(await screen.findByRole('textbox', { name: words.amount }), amount);
  await user.click(screen.getByRole('button', { name: words.submit }));
  await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
  const token = new URL(leave.mock.calls[0]?.[0] ?? '').searchParams.get('token') ?? '';
  view.unmount();
  return token;
}

const decline = (token: string) =>
  fetch('http://localhost:4010/provider/deposit', { method: 'POST', body: new URLSearchParams({ token, decision: 'decline' }), redirect: 'manual' });

describe('a refused deposit, in place', () => {
  it('keeps the chosen quick amount, and the deposit sent again is the same', async () => {
    const user = userEvent.setup();
    const init = paymentCalls('initDeposit');
    getWorld().failures.push({ call: 'main.initDeposit', remaining: 1, errorCode: 119 });
    renderPlayerPanel(FIRST, <DepositFrame first="deposit" />, 'en');
    await user.click(await screen.findByRole('button', { name: '€100' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByTestId('deposit-problem')).toHaveAttribute('data-code', '119');
    expect(screen.getByRole('textbox', { name: /Amount in euros/ })).toHaveValue('100');
    expect(screen.getByRole('button', { name: '€100' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(init).toHaveLength(2);
    expect((await sentFields(init[1] as Request)).amount).toBe('100.00');
  });

  it('keeps the campaign it was for', async () => {
    const user = userEvent.setup();
    const confirm = paymentCalls('confirmDeposit');
    getWorld().failures.push({ call: 'main.confirmDeposit', remaining: 1, errorCode: 119 });
    renderPlayerPanel(REGULAR, <DepositFrame first="campaigns" />, 'en');
    const first = (await screen.findAllByTestId('campaign'))[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Deposit with this campaign' }));
    await user.type(await screen.findByRole('textbox', { name: /Amount in euros/ }), '30');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByTestId('deposit-problem')).toHaveAttribute('data-code', '119');
    expect(screen.getByTestId('deposit-campaign')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Amount in euros/ })).toHaveValue('30');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('Your deposit of €30 was successful.')).toBeInTheDocument();
    expect(confirm).toHaveLength(2);
    const [refused, sent] = await Promise.all(confirm.map((request) => sentFields(request)));
    expect(sent).toMatchObject({ amount: '30.00', campaignId: refused?.campaignId });
    expect(sent?.campaignId).toBeTruthy();
  });
});

describe('a deposit declined at the provider, back on the site', () => {
  it('et: "Try again" brings the form back with the amount, its quick amount chosen and focused', async () => {
    const token = await leaveWithDeposit('et', 'quick');
    await decline(token);
    const user = userEvent.setup();
    renderPlayerPanel(FIRST, <DepositFrame first="deposit" />, 'et');
    const result = await screen.findByTestId('deposit-result');
    await waitFor(() => expect(result).toHaveAttribute('data-outcome', 'failed'));
    expect(result).toHaveTextContent(/Sinu sissemakse summas 100\s€ ei läinud läbi\./);
    await user.click(within(result).getByRole('button', { name: WORDS.et.tryAgain }));
    const field = await screen.findByRole('textbox', { name: /Summa eurodes/ });
    expect(field).toHaveValue('100');
    expect(screen.getByRole('button', { name: WORDS.et.quick })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(window.sessionStorage.getItem(DEPOSIT_RETURN_KEY)).toBeNull();
    // Sent again as it was.
    const init = paymentCalls('initDeposit');
    await user.click(screen.getByRole('button', { name: 'Jätka maksmisega' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(2));
    expect((await sentFields(init[0] as Request)).amount).toBe('100.00');
  });

  it('a typed amount with cents comes back, and is sent as it was', async () => {
    const token = await leaveWithDeposit('en', '12,5');
    await decline(token);
    const user = userEvent.setup();
    renderPlayerPanel(FIRST, <DepositFrame first="deposit" />, 'en');
    const result = await screen.findByTestId('deposit-result');
    await waitFor(() => expect(result).toHaveAttribute('data-outcome', 'failed'));
    await user.click(within(result).getByRole('button', { name: 'Try again' }));
    const field = await screen.findByRole('textbox', { name: /Amount in euros/ });
    expect(field).toHaveValue('12.5');
    const init = paymentCalls('initDeposit');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(2));
    expect((await sentFields(init[0] as Request)).amount).toBe('12.50');
  });

  it('a deposit whose status could not be asked starts the form empty: it may still go through, so nothing invites sending it again', async () => {
    // A token the backend does not know: every status ask fails (119).
    await depositReturn.save({ amount: cents(4_000), token: 'unknown-token', userId: FIRST });
    const user = userEvent.setup();
    renderPlayerPanel(FIRST, <DepositFrame first="deposit" />, 'en');
    const result = await screen.findByTestId('deposit-result');
    await user.click(await within(result).findByRole('button', { name: 'Make a new deposit' }));
    expect(await screen.findByRole('textbox', { name: /Amount in euros/ })).toHaveValue('');
  });

  it('fi: the retried amount comes back with the page\'s decimal comma, focused', async () => {
    await depositReturn.save({ amount: cents(1_250), token: 'declined-token', userId: REGULAR });
    server.use(http.post('*/main/payment/depositStatus', () => ok({ status: 'declined', amount: 12.5 })));
    const user = userEvent.setup();
    renderPlayerPanel(REGULAR, <DepositFrame first="deposit" />, 'fi');
    const result = await screen.findByTestId('deposit-result');
    await waitFor(() => expect(result).toHaveAttribute('data-outcome', 'failed'));
    await user.click(within(result).getByRole('button', { name: 'Yritä uudelleen' }));
    const amount = await screen.findByRole('textbox', { name: /Summa euroina/ });
    expect(amount).toHaveValue('12,5');
    expect(amount).toHaveFocus();
  });

  it("a new customer's (a visitor's): the form comes back with the amount", async () => {
    await depositReturn.save({ amount: cents(2_500), token: 'new-customer-token', userId: null });
    server.use(http.post('*/main/payment/depositStatus', () => ok({ status: 'declined', amount: 25 })));
    const user = userEvent.setup();
    renderWithProviders(
      <PanelsProvider admit={admitPanel}>
        <DepositPanel />
      </PanelsProvider>,
      { locale: 'en' },
    );
    const result = await screen.findByTestId('deposit-result');
    await waitFor(() => expect(result).toHaveAttribute('data-outcome', 'failed'));
    await user.click(within(result).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Amount in euros/ })).toHaveValue('25');
  });

  it('"Make another deposit" after a success starts empty', async () => {
    const user = userEvent.setup();
    renderPlayerPanel(REGULAR, <DepositFrame first="deposit" />, 'en');
    await user.type(await screen.findByRole('textbox', { name: /Amount in euros/ }), '30');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await user.click(await screen.findByRole('button', { name: 'Make another deposit' }));
    expect(await screen.findByRole('textbox', { name: /Amount in euros/ })).toHaveValue('');
  });
});
