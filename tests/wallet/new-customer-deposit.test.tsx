import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DepositPanel } from '@/features/wallet/DepositPanel';
import { DEPOSIT_RETURN_KEY, depositReturn } from '@/features/wallet/deposit-return';
import { leaveFor } from '@/lib/leave-site';
import { cents } from '@/lib/money';
import { getWorld } from '@/mocks/world/worlds';
import { admitPanel } from '@/root/panels';
import type { Locale } from '@/routes/href';
import { PanelsProvider } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { paymentCalls } from '../utils/player-panel';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';
import { AFFILIATE_COOKIE } from '@/lib/rules/affiliate';
import { signInAs } from '../utils/session';

jest.mock('@/lib/leave-site', () => ({ leaveFor: jest.fn() }));
const leave = jest.mocked(leaveFor);

const FIRST = 1001;

/** The login status as the shell reads it, beside the panel. */
function LoginStatus() {
  return <output data-testid="login-status">{useProfile().loginStatus}</output>;
}

/** The deposit panel as a visitor's ?panel=deposit link opens it (spec 6): no session. */
function setup(locale: Locale = 'en') {
  return renderWithProviders(
    <PanelsProvider admit={admitPanel}>
      <LoginStatus />
      <DepositPanel />
    </PanelsProvider>,
    { locale },
  );
}

const countCalls = paymentCalls;

const amountField = () => screen.findByRole('textbox', { name: /Amount in euros/ });
const submit = () => screen.getByRole('button', { name: 'Continue to payment' });

async function acceptBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /I accept the privacy policy/ }));
}

beforeEach(() => {
  leave.mockReset();
  window.sessionStorage.clear();
});
afterEach(() => server.events.removeAllListeners());

describe('the new-customer deposit (a visitor, spec 6)', () => {
  it("is the deposit form with the country and both policies, the first tier's quick amounts and a way to log in", async () => {
    setup();
    expect(await amountField()).toHaveValue('');
    expect(screen.getByTestId('deposit-new-customer')).toHaveTextContent('New to Kasino?');
    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect(within(quick).getAllByRole('button').map((b) => b.textContent)).toEqual(['€50', '€100', '€200']);
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('FIN');
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).not.toBeChecked();
    // Nothing stored for a visitor: no choice of how to pay.
    expect(screen.queryByRole('group', { name: 'How to pay' })).toBeNull();
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(new URL(login.getAttribute('href') ?? '', 'http://localhost').searchParams.get('redirectUrl')).toBe('/en?panel=deposit');
  });

  it('asks for both policies, keeps what was typed and sends nothing until they are ticked', async () => {
    const user = userEvent.setup();
    const calls = countCalls('initDeposit');
    setup();
    await user.type(await amountField(), '30');
    await user.click(submit());
    expect(await screen.findAllByText('Please tick this box to continue.')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAttribute('aria-invalid', 'true');
    expect(await amountField()).toHaveValue('30');
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['en', 'FIN', 'FIN', null],
    ['fi', 'FIN', 'FIN', null],
    ['et', 'EST', 'EST', 'slotiarvustus'],
  ] as const)('in %s sends language %s and the country (%s by default), the policies, EUR, the amount and the affiliate (%s, else "1"); keeps the token', async (locale, language, country, affiliate) => {
    const user = userEvent.setup();
    const calls = countCalls('initDeposit');
    document.cookie = affiliate ? `${AFFILIATE_COOKIE}=${affiliate}; path=/` : `${AFFILIATE_COOKIE}=; max-age=0; path=/`;
    setup(locale);
    await screen.findByTestId('deposit-form');
    await user.type(screen.getByRole('textbox', { name: /./ }), '12,50');
    await user.click(screen.getAllByRole('checkbox')[0] as HTMLElement);
    await user.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await user.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    const body = await calls[0]?.formData();
    expect(Object.fromEntries(body?.entries() ?? [])).toEqual({
      language,
      country,
      currency: 'EUR',
      amount: '12.50',
      method: 'bank',
      policyChecked: 'true',
      privacyPolicyChecked: 'true',
      affiliateReference: affiliate ?? '1',
    });
    // Back to this page with the deposit panel open on the result.
    expect(new URL(calls[0]?.url ?? '').searchParams.get('returnUrl')).toBe(`http://localhost/${locale}?panel=deposit`);
    const kept = JSON.parse(window.sessionStorage.getItem(DEPOSIT_RETURN_KEY) ?? '{}') as Record<string, unknown>;
    expect(kept).toMatchObject({ type: 'deposit', amount: 1_250, token: expect.any(String), userId: null });
    expect(getWorld().payments.get(String(kept.token))).toMatchObject({ newCustomer: true, userId: null });
  });

  it('sends the country the new customer chose, with the language of the page', async () => {
    const user = userEvent.setup();
    const calls = countCalls('initDeposit');
    setup('en');
    await user.type(await amountField(), '25');
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'Estonia');
    await acceptBoth(user);
    await user.click(submit());
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const body = await calls[0]?.formData();
    expect([body?.get('country'), body?.get('language')]).toEqual(['EST', 'FIN']);
  });

  it('shows 115 as 108 (spec 8), in fi too, and keeps nothing', async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.initDeposit', remaining: 2, errorCode: 115 });
    const view = setup();
    await user.type(await amountField(), '20');
    await acceptBoth(user);
    await user.click(submit());
    const box = await screen.findByTestId('deposit-problem');
    expect(within(box).getByRole('button', { name: 'Contact customer support' })).toBeInTheDocument();
    expect(within(box).getByText('Kasino is not available in your country or network.')).toBeInTheDocument();
    expect(within(box).queryByText(/session has ended/)).toBeNull();
    expect(leave).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(DEPOSIT_RETURN_KEY)).toBeNull();
    view.unmount();

    setup('fi');
    await user.type(await screen.findByRole('textbox', { name: /Summa euroina/ }), '20');
    await user.click(screen.getByRole('checkbox', { name: /käyttöehdot/ }));
    await user.click(screen.getByRole('checkbox', { name: /tietosuojaselosteen/ }));
    await user.click(screen.getByRole('button', { name: 'Jatka maksamaan' }));
    expect(await screen.findByText('Kasino ei ole käytettävissä maassasi tai verkossasi.')).toBeInTheDocument();
  });

  it('names the bound for 117 by its paymentLimit', async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.initDeposit', remaining: 1, errorCode: 117, params: { paymentLimit: 'minAmount' } });
    setup();
    await user.type(await amountField(), '20');
    await acceptBoth(user);
    await user.click(submit());
    expect(await screen.findByText('The amount is below the minimum of €10.')).toBeInTheDocument();
  });

  it('a failed methods fetch while the session is unsure sets the login status to logged out (spec 4), and tries again', async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.player', remaining: 'always', status: 503 }, { call: 'main.getPaymentMethods', remaining: 1, status: 503 });
    setup();
    expect(await screen.findByText("We couldn't load the payment methods.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('login-status')).toHaveTextContent('loggedOut'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await amountField()).toBeInTheDocument();
  });

  it("says a visitor's methods refused with 115 as 108 (spec 8) under what could not be loaded, with the intro kept, and tries again", async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.getPaymentMethods', remaining: 1, errorCode: 115 });
    setup();
    const box = await screen.findByTestId('deposit-methods-failed');
    expect(within(box).getByText("We couldn't load the payment methods.")).toBeInTheDocument();
    expect(within(box).getByTestId('api-error')).toHaveTextContent('Kasino is not available in your country or network.');
    expect(screen.getByTestId('deposit-new-customer')).toHaveTextContent('New to Kasino?');
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await amountField()).toBeInTheDocument();
  });

  it("turns a player's panel into the new customer's when the session is gone (115 logs out)", async () => {
    signInAs(FIRST);
    getWorld().failures.push({ call: 'main.getPaymentMethods', remaining: 1, errorCode: 115 });
    setup();
    await waitFor(() => expect(screen.getByTestId('login-status')).toHaveTextContent('loggedOut'));
    expect(await screen.findByTestId('deposit-new-customer')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /privacy policy/ })).toBeInTheDocument();
  });
});

describe('a new customer back from the provider', () => {
  async function leaveForProvider(amount: string) {
    const user = userEvent.setup();
    const view = setup();
    await user.type(await amountField(), amount);
    await acceptBoth(user);
    await user.click(submit());
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    view.unmount();
    return new URL(leave.mock.calls[0]?.[0] ?? '').searchParams.get('token') ?? '';
  }

  const decide = (token: string, decision: 'approve' | 'decline' | 'later') =>
    fetch('http://localhost:4010/provider/deposit', { method: 'POST', body: new URLSearchParams({ token, decision }), redirect: 'manual' });

  it('sees the approved amount and the way on: register, or log in; then the tab forgets it', async () => {
    const token = await leaveForProvider('30');
    await decide(token, 'approve');
    const view = setup();
    const result = await screen.findByTestId('deposit-result');
    await waitFor(() => expect(result).toHaveAttribute('data-outcome', 'ok'));
    expect(within(result).getByText('Your deposit of €30 was received.')).toBeInTheDocument();
    expect(within(result).getByText(/open your account: register, or log in/)).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/registration');
    expect(within(result).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringMatching(/^\/en\/login\?redirectUrl=/));
    expect(within(result).queryByText(/withdrawable balance/)).toBeNull();
    view.unmount();
    expect(window.sessionStorage.getItem(DEPOSIT_RETURN_KEY)).toBeNull();
  });

  it('sees a declined one with its reason and tries again', async () => {
    const token = await leaveForProvider('30');
    await decide(token, 'decline');
    const user = userEvent.setup();
    setup();
    const result = await screen.findByTestId('deposit-result');
    await waitFor(() => expect(result).toHaveAttribute('data-outcome', 'failed'));
    expect(within(result).getByText('Your deposit of €30 did not go through.')).toBeInTheDocument();
    expect(within(result).getByText('The payment provider reported: Failed. No money was taken.')).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('deposit-new-customer')).toBeInTheDocument();
  });

  it("is not shown to a player who logs in on the tab, nor a player's to a visitor", async () => {
    await depositReturn.save({ amount: cents(5_000), token: 'x', userId: null });
    expect(depositReturn.read(FIRST)).toBeNull();
    await depositReturn.save({ amount: cents(5_000), token: 'y', userId: FIRST });
    setup();
    expect(await amountField()).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-result')).toBeNull();
  });
});
