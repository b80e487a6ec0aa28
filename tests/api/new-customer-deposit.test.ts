import { newIdempotencyKey } from '@/api/idempotency';
import { depositStatus, getPaymentMethods, initDeposit, type InitDepositInput } from '@/api/main/payment';
import { cents } from '@/lib/money';
import { QA_HEADER } from '@/mocks/guards';
import { mainPost } from '@/api/main/client';
import { initDepositSchema } from '@/api/schemas/payment';
import { getWorld } from '@/mocks/world/worlds';
import { cookieJar } from '../utils/cookie-jar';
import { REGULAR, signIn } from './session';

/** A new customer's deposit (spec 6, 7.1): no session, the country and both policies from the form. */
const newCustomerDeposit = (input: Partial<InitDepositInput> = {}) =>
  initDeposit({
    amount: cents(2_500),
    method: 'bank',
    locale: 'fi',
    country: 'FIN',
    policyChecked: true,
    privacyPolicyChecked: true,
    returnUrl: 'http://localhost:3100/fi?panel=deposit',
    idempotencyKey: newIdempotencyKey(),
    affiliateReference: '1',
    ...input,
  });

const decide = (token: string, decision: 'approve' | 'decline' | 'later') =>
  fetch('http://localhost:4010/provider/deposit', { method: 'POST', body: new URLSearchParams({ token, decision }), redirect: 'manual' });

/** A raw initDeposit body, for what the app's typed call never sends. */
const rawInitDeposit = (body: Record<string, string>) =>
  mainPost('payment/initDeposit', body, initDepositSchema, { headers: { 'Idempotency-Key': newIdempotencyKey() } });

describe('the mock: a new customer deposit without a session (spec 6)', () => {
  it('lists the payment methods for a visitor, without stored details', async () => {
    expect(await getPaymentMethods()).toEqual({
      success: true,
      data: { methods: [{ method: 'bank', minAmount: 1_000, maxAmount: 10_000_000, storedData: [] }] },
    });
  });

  it('starts a deposit, keeps what it received, and answers depositStatus by the token alone', async () => {
    const result = await newCustomerDeposit({ locale: 'et', country: 'EST', amount: cents(3_050) });
    if (!result.success) throw new Error(result.error);
    const { token, redirectUrl } = result.data;
    expect(redirectUrl).toBe(`http://localhost:4010/provider/deposit?token=${encodeURIComponent(token)}`);
    expect(getWorld().payments.get(token)).toMatchObject({
      userId: null,
      newCustomer: true,
      status: 'pending',
      amount: 3_050,
      received: { country: 'EST', language: 'EST', currency: 'EUR', amount: '30.50', method: 'bank', policyChecked: 'true', privacyPolicyChecked: 'true', affiliateReference: '1' },
    });
    expect(await depositStatus(token)).toEqual({ success: true, data: { status: 'pending', amount: 3_050, successful: false } });
    // The provider page takes it like a player's.
    expect((await fetch(redirectUrl)).status).toBe(200);
  });

  it('returns the browser to the page it came from with the deposit panel, and settles on approve without crediting a player', async () => {
    const cashBefore = getWorld().players.map((p) => p.cash);
    const result = await newCustomerDeposit({ returnUrl: 'http://localhost:3100/en/games?panel=deposit', locale: 'en' });
    if (!result.success) throw new Error(result.error);
    const answer = await decide(result.data.token, 'approve');
    expect(answer.headers.get('location')).toBe('http://localhost:3100/en/games?panel=deposit');
    expect(await depositStatus(result.data.token)).toMatchObject({ success: true, data: { status: 'ok', successful: true } });
    expect(getWorld().players.map((p) => p.cash)).toEqual(cashBefore);
  });

  it('declines, and approves later after a few seconds of world time', async () => {
    const declined = await newCustomerDeposit();
    const later = await newCustomerDeposit({ amount: cents(4_000) });
    if (!declined.success || !later.success) throw new Error('deposit refused');
    await decide(declined.data.token, 'decline');
    await decide(later.data.token, 'later');
    expect(await depositStatus(declined.data.token)).toMatchObject({ data: { status: 'failed', successful: false } });
    expect(await depositStatus(later.data.token)).toMatchObject({ data: { status: 'pending' } });
    getWorld().clockOffsetMs += 7_000;
    expect(await depositStatus(later.data.token)).toMatchObject({ data: { status: 'ok', amount: 4_000 } });
  });

  it("answers a player's deposit token only with that player's session", async () => {
    signIn(REGULAR);
    const result = await initDeposit({ amount: cents(2_000), method: 'bank', locale: 'fi', idempotencyKey: newIdempotencyKey() });
    if (!result.success) throw new Error(result.error);
    cookieJar.clear();
    expect(await depositStatus(result.data.token)).toMatchObject({ success: false, errorCode: 115 });
    expect(await depositStatus('no-such-token')).toMatchObject({ success: false, errorCode: 119 });
  });

  it.each([
    [{ policyChecked: false }, 155],
    [{ privacyPolicyChecked: false }, 155],
  ])('refuses %j with a catalogue code (%i) and keeps nothing', async (input, errorCode) => {
    expect(await newCustomerDeposit(input)).toMatchObject({ success: false, errorCode });
    expect(getWorld().payments.size).toBe(0);
  });

  it('validates the fields like a real backend: country, language, method, currency, amount', async () => {
    const fields = { amount: '25.00', method: 'bank', currency: 'EUR', language: 'FIN', country: 'FIN', policyChecked: 'true', privacyPolicyChecked: 'true', affiliateReference: '1' };
    expect(await rawInitDeposit({ ...fields, policyChecked: '' })).toMatchObject({ errorCode: 155 });
    expect(await rawInitDeposit({ ...fields, country: '' })).toMatchObject({ errorCode: 195, params: { fields: ['country'] } });
    expect(await rawInitDeposit({ ...fields, country: 'SWE' })).toMatchObject({ errorCode: 108 });
    expect(await rawInitDeposit({ ...fields, language: 'ENG' })).toMatchObject({ errorCode: 195, params: { fields: ['language'] } });
    expect(await rawInitDeposit({ ...fields, method: 'card' })).toMatchObject({ errorCode: 129 });
    expect(await rawInitDeposit({ ...fields, currency: 'SEK' })).toMatchObject({ errorCode: 129 });
    expect(await rawInitDeposit({ ...fields, amount: '9.99' })).toMatchObject({ errorCode: 117, params: { paymentLimit: 'minAmount' } });
    expect(await rawInitDeposit({ ...fields, amount: '100000.01' })).toMatchObject({ errorCode: 117, params: { paymentLimit: 'maxAmount' } });
    expect(await rawInitDeposit(fields)).toMatchObject({ success: true });
  });

  it('answers a repeat with the same idempotency key with the first answer', async () => {
    const idempotencyKey = newIdempotencyKey();
    const first = await newCustomerDeposit({ idempotencyKey });
    const again = await newCustomerDeposit({ idempotencyKey });
    expect(again).toEqual(first);
    expect(getWorld().payments.size).toBe(1);
  });

  it('lists the payments with what they received for QA (GET /__qa/payments)', async () => {
    const result = await newCustomerDeposit();
    if (!result.success) throw new Error(result.error);
    const answer = await fetch('http://localhost:4010/__qa/payments', { headers: { [QA_HEADER]: '1' } });
    expect(await answer.json()).toEqual({
      payments: [
        {
          token: result.data.token,
          userId: null,
          newCustomer: true,
          amount: 25,
          method: 'bank',
          status: 'pending',
          received: { country: 'FIN', language: 'FIN', currency: 'EUR', amount: '25.00', method: 'bank', policyChecked: 'true', privacyPolicyChecked: 'true', affiliateReference: '1' },
        },
      ],
    });
  });

  it('injects an error code with its params (/__qa/fail)', async () => {
    await fetch('http://localhost:4010/__qa/fail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [QA_HEADER]: '1' },
      body: JSON.stringify({ call: 'main.initDeposit', errorCode: 117, params: { paymentLimit: 'maxAmount' } }),
    });
    expect(await newCustomerDeposit()).toMatchObject({ success: false, errorCode: 117, params: { paymentLimit: 'maxAmount' } });
  });
});
