import type { Country } from '@/lib/validation';
import {
  cancelWithdraw,
  confirmDeposit,
  confirmWithdraw,
  depositStatus,
  getPaymentMethods,
  initDeposit,
  initWithdraw,
  prefillDeposit,
} from '@/api/main/payment';
import { getWorld } from '@/mocks/world/worlds';
import { COOL_OFF, ESTONIAN, FIRST, REGULAR, signIn } from './session';
import { cents } from '@/lib/money';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@/api/idempotency';
import { serviceUrls } from '@/lib/service-urls';
import { PAYMENT_LOGO_PATH, PAYMENT_PROVIDER_NAME } from '@/mocks/seed/payment-provider';


const deposit = (amount: number, locale: 'fi' | 'en' | 'et' = 'fi', returnUrl?: string) =>
  initDeposit({ amount: cents(amount), method: 'bank', locale, returnUrl, idempotencyKey: newIdempotencyKey() });

/** Answers the fake provider page like the player would, without following the redirect. */
const decide = (token: string, decision: 'approve' | 'decline' | 'later') =>
  fetch('http://localhost:4010/provider/deposit', {
    method: 'POST',
    body: new URLSearchParams({ token, decision }),
    redirect: 'manual',
  });

describe('payment methods', () => {
  it('list the method with default bounds and stored details once a deposit went through', async () => {
    signIn(REGULAR);
    const result = await getPaymentMethods();
    expect(result).toEqual({
      success: true,
      data: { methods: [{ method: 'bank', minAmount: 1_000, maxAmount: 10_000_000, storedData: [{ reference: 'stored-1002', label: expect.any(String) }] }] },
    });
  });

  it('have no stored details for a player who never deposited', async () => {
    signIn(FIRST);
    const result = await getPaymentMethods();
    expect(result.success && result.data.methods[0]?.storedData).toEqual([]);
  });
});

describe('provider deposit', () => {
  it('creates a pending payment and sends the browser to the provider page', async () => {
    const player = signIn(REGULAR);
    const result = await deposit(2_500, 'en', 'http://localhost:3100/en');
    if (!result.success) throw new Error(result.error);
    const { token, redirectUrl } = result.data;
    expect(redirectUrl).toBe(`http://localhost:4010/provider/deposit?token=${encodeURIComponent(token)}`);
    expect(getWorld().payments.get(token)).toMatchObject({ userId: REGULAR, amount: 2_500, status: 'pending' });
    expect(player.deposits.at(-1)).toMatchObject({ id: token, status: 'pending', amount: 2_500 });
    expect(await depositStatus(token)).toEqual({ success: true, data: { status: 'pending', amount: 2_500, successful: false } });

    const page = await fetch(redirectUrl);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<button[^>]*value="approve"[^>]*>Approve<\/button>/);
    expect(html).toMatch(/<button[^>]*value="decline"[^>]*>Decline<\/button>/);
    expect(html).toContain('€25.00');
  });

  it('credits the balance on approve and returns the browser to the app in its locale', async () => {
    const player = signIn(REGULAR);
    const result = await deposit(2_500, 'en', 'http://localhost:3100/en/casino');
    if (!result.success) throw new Error(result.error);
    const answer = await decide(result.data.token, 'approve');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://localhost:3100/en');
    expect(player.cash).toBe(27_500);
    expect(player.limits.weeklyLoss.usedAmount).toBe(2_500);
    expect(player.deposits.at(-1)?.status).toBe('ok');
    expect(await depositStatus(result.data.token)).toEqual({ success: true, data: { status: 'ok', amount: 2_500, successful: true } });
    expect((await decide(result.data.token, 'approve')).status).toBe(404);
    expect(player.cash).toBe(27_500);
  });

  it('leaves the balance alone on decline, and ignores a return address off loopback', async () => {
    const player = signIn(ESTONIAN);
    const result = await deposit(5_000, 'et', 'https://evil.example/et');
    if (!result.success) throw new Error(result.error);
    const answer = await decide(result.data.token, 'decline');
    expect(answer.headers.get('location')).toBe('http://localhost:3000/et');
    expect(player.cash).toBe(12_345);
    expect(player.deposits.at(-1)?.status).toBe('failed');
    expect(await depositStatus(result.data.token)).toMatchObject({ success: true, data: { status: 'failed', successful: false } });
  });

  it('keeps a deposit approved "later" pending for a few seconds of world time, then credits it once', async () => {
    const player = signIn(REGULAR);
    const result = await deposit(4_000, 'fi', 'http://localhost:3100/fi');
    if (!result.success) throw new Error(result.error);
    expect((await decide(result.data.token, 'later')).status).toBe(303);
    expect(await depositStatus(result.data.token)).toMatchObject({ success: true, data: { status: 'pending', successful: false } });
    expect(player.cash).toBe(25_000);
    // Decided already: the provider page no longer offers it.
    expect((await decide(result.data.token, 'approve')).status).toBe(404);
    getWorld().clockOffsetMs += 7_000;
    expect(await depositStatus(result.data.token)).toMatchObject({ success: true, data: { status: 'ok', successful: true } });
    expect(await depositStatus(result.data.token)).toMatchObject({ data: { status: 'ok' } });
    expect(player.cash).toBe(29_000);
    expect(player.deposits.at(-1)?.status).toBe('ok');
  });

  it('sends the spec fields: language FIN for fi and en, EST for et, currency EUR, euros', async () => {
    signIn(REGULAR);
    const bodies: FormData[] = [];
    const wrapped = global.fetch;
    global.fetch = async (input, init) => {
      if (init?.body instanceof FormData) bodies.push(init.body);
      return wrapped(input, init);
    };
    await deposit(1_005, 'en');
    await deposit(1_000, 'et');
    global.fetch = wrapped;
    expect(Object.fromEntries(bodies[0]!.entries())).toEqual({
      language: 'FIN',
      currency: 'EUR',
      amount: '10.05',
      method: 'bank',
      policyChecked: 'true',
      privacyPolicyChecked: 'true',
      country: 'FIN',
    });
    expect(bodies[1]!.get('language')).toBe('EST');
  });

  it("refuses a player's deposit from another country than the player's own with 195, naming the field", async () => {
    signIn(ESTONIAN);
    const from = (country: Country | undefined, locale: 'fi' | 'en' | 'et') => initDeposit({ amount: cents(2_000), method: 'bank', locale, country, idempotencyKey: newIdempotencyKey() });
    const refused = { success: false, errorCode: 195, params: { fields: ['country'] } };
    expect(await from('FIN', 'et')).toMatchObject(refused);
    // The page's language is no country: an Estonian on /en without their own country sent is refused too.
    expect(await from(undefined, 'en')).toMatchObject(refused);
    expect(getWorld().payments.size).toBe(0);
    expect(await from('EST', 'en')).toMatchObject({ success: true });
    signIn(REGULAR);
    expect(await from('EST', 'fi')).toMatchObject(refused);
    expect(await from('FIN', 'et')).toMatchObject({ success: true });
  });

  it('refuses amounts outside the bounds with 117 and the limit broken', async () => {
    signIn(REGULAR);
    expect(await deposit(999)).toMatchObject({ success: false, errorCode: 117, params: { paymentLimit: 'minAmount' } });
    expect(await deposit(10_000_001)).toMatchObject({ success: false, errorCode: 117, params: { paymentLimit: 'maxAmount' } });
    expect(getWorld().payments.size).toBe(0);
  });

  it('refuses deposits under cool-off (217) and past a limit (122)', async () => {
    signIn(COOL_OFF);
    expect(await deposit(2_000)).toMatchObject({ success: false, errorCode: 217 });
    const player = signIn(REGULAR);
    player.limits.weeklyLoss.usedAmount = cents(99_000);
    expect(await deposit(2_000)).toMatchObject({ success: false, errorCode: 122 });
    expect(await deposit(1_000)).toMatchObject({ success: true });
  });

  it('fails on request by its QA call name, main.initDeposit', async () => {
    signIn(REGULAR);
    getWorld().failures.push({ call: 'main.initDeposit', remaining: 1, errorCode: 119 });
    expect(await deposit(2_000)).toMatchObject({ success: false, errorCode: 119 });
    expect(await deposit(2_000)).toMatchObject({ success: true });
  });

  it('serves its logo (spec 7.4) as a PNG at twice the size the deposit panel shows, where the app looks for it by default', async () => {
    const url = serviceUrls({}).paymentLogoUrl;
    expect(url).toBe(`http://localhost:4010${PAYMENT_LOGO_PATH}`);
    expect(serviceUrls({}).paymentProviderName).toBe(PAYMENT_PROVIDER_NAME);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const logo = Buffer.from(await response.arrayBuffer());
    expect(logo.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([logo.readUInt32BE(16), logo.readUInt32BE(20)]).toEqual([240, 80]);
  });

  it('shows a not-found page for an unknown token', async () => {
    const page = await fetch('http://localhost:4010/provider/deposit?token=nope');
    expect(page.status).toBe(404);
  });
});

describe('stored-details deposit', () => {
  it('credits at once and returns the app address', async () => {
    const player = signIn(REGULAR);
    const result = await confirmDeposit({ amount: cents(3_000), method: 'bank', storedDetailReference: 'stored-1002', returnUrl: 'http://127.0.0.1:3100/fi', idempotencyKey: newIdempotencyKey() });
    expect(result).toEqual({ success: true, data: { redirectUrl: 'http://127.0.0.1:3100/fi' } });
    expect(player.cash).toBe(28_000);
    expect(player.deposits.at(-1)).toMatchObject({ status: 'ok', amount: 3_000 });
  });

  it('answers 125 without stored details and keeps the deposit rules', async () => {
    signIn(FIRST);
    expect(await confirmDeposit({ amount: cents(3_000), method: 'bank', storedDetailReference: 'stored-1001', idempotencyKey: newIdempotencyKey() })).toMatchObject({ success: false, errorCode: 125 });
    signIn(REGULAR);
    expect(await confirmDeposit({ amount: cents(3_000), method: 'bank', storedDetailReference: 'other', idempotencyKey: newIdempotencyKey() })).toMatchObject({ success: false, errorCode: 125 });
    expect(await confirmDeposit({ amount: cents(500), method: 'bank', storedDetailReference: 'stored-1002', idempotencyKey: newIdempotencyKey() })).toMatchObject({ errorCode: 117 });
  });

  it('accepts prefill details', async () => {
    signIn(REGULAR);
    expect(await prefillDeposit({ address: 'Esimerkkikatu', houseNumber: '5', phoneNumber: '+358401234567', city: 'Helsinki', zipCode: '00100' })).toMatchObject({ success: true });
  });
});

describe('withdraw', () => {
  it('reports balances and bounds', async () => {
    signIn(REGULAR);
    expect(await initWithdraw()).toEqual({
      success: true,
      data: { totalBalance: 27_000, cashBalance: 25_000, promoBalance: 2_000, cashReserve: 0, methods: [{ method: 'bank', minAmount: 1_000, maxAmount: 5_000_000 }] },
    });
  });

  it('moves cash to a pending withdrawal, and a cancel restores it', async () => {
    const player = signIn(REGULAR);
    const result = await confirmWithdraw({ amount: cents(10_000), method: 'bank', idempotencyKey: newIdempotencyKey() });
    if (!result.success) throw new Error(result.error);
    const reference = result.data.reference ?? '';
    expect(player.cash).toBe(15_000);
    expect(player.withdrawals).toEqual([expect.objectContaining({ reference, status: 'pending', amount: 10_000 })]);
    expect(await cancelWithdraw({ reference: reference, idempotencyKey: newIdempotencyKey() })).toMatchObject({ success: true });
    expect(player.cash).toBe(25_000);
    expect(player.withdrawals[0]?.status).toBe('cancelled');
    expect(await cancelWithdraw({ reference: reference, idempotencyKey: newIdempotencyKey() })).toMatchObject({ success: false, errorCode: 180 });
  });

  it('refuses amounts outside the bounds (117), above the cash (121), and any when the reserve covers the cash (127)', async () => {
    const player = signIn(REGULAR);
    expect(await confirmWithdraw({ amount: cents(500), method: 'bank', idempotencyKey: newIdempotencyKey() })).toMatchObject({ errorCode: 117, params: { paymentLimit: 'minAmount' } });
    expect(await confirmWithdraw({ amount: cents(5_000_100), method: 'bank', idempotencyKey: newIdempotencyKey() })).toMatchObject({ errorCode: 117, params: { paymentLimit: 'maxAmount' } });
    expect(await confirmWithdraw({ amount: cents(25_100), method: 'bank', idempotencyKey: newIdempotencyKey() })).toMatchObject({ errorCode: 121 });
    player.cashReserve = cents(25_000);
    expect(await confirmWithdraw({ amount: cents(1_000), method: 'bank', idempotencyKey: newIdempotencyKey() })).toMatchObject({ errorCode: 127 });
    expect(player.cash).toBe(25_000);
    expect(player.withdrawals).toEqual([]);
  });
});

// The methods, initDeposit and depositStatus also serve a new customer without a session
// (spec 6): tests/api/new-customer-deposit.test.ts.
it("every player's payment call answers 115 without a session", async () => {
  const results = await Promise.all([
    confirmDeposit({ amount: cents(2_000), method: 'bank', storedDetailReference: 'stored-1002', idempotencyKey: newIdempotencyKey() }),
    prefillDeposit({ address: 'a', houseNumber: '1', phoneNumber: '+358401234567', city: 'c', zipCode: '00100' }),
    initWithdraw(),
    confirmWithdraw({ amount: cents(2_000), method: 'bank', idempotencyKey: newIdempotencyKey() }),
    cancelWithdraw({ reference: 'W1', idempotencyKey: newIdempotencyKey() }),
  ]);
  for (const result of results) expect(result).toMatchObject({ success: false, errorCode: 115 });
  expect(getWorld().players.find((p) => p.userId === REGULAR)?.cash).toBe(25_000);
});

describe('money-moving calls are idempotent', () => {
  it('send the key of the player action in the Idempotency-Key header', async () => {
    signIn(REGULAR);
    const keys: (string | null)[] = [];
    const wrapped = global.fetch;
    global.fetch = async (input, init) => {
      keys.push(new Headers(init?.headers).get(IDEMPOTENCY_HEADER));
      return wrapped(input, init);
    };
    await confirmWithdraw({ amount: cents(2_000), method: 'bank', idempotencyKey: 'withdraw-action-0001' });
    await confirmDeposit({ amount: cents(2_000), method: 'bank', storedDetailReference: 'stored-1002', idempotencyKey: 'deposit-action-0001' });
    global.fetch = wrapped;
    expect(keys).toEqual(['withdraw-action-0001', 'deposit-action-0001']);
  });

  it('a retried withdrawal answers the first reference and moves the cash once; a new action moves it again', async () => {
    const player = signIn(REGULAR);
    const key = newIdempotencyKey();
    const first = await confirmWithdraw({ amount: cents(10_000), method: 'bank', idempotencyKey: key });
    const retry = await confirmWithdraw({ amount: cents(10_000), method: 'bank', idempotencyKey: key });
    expect(retry).toEqual(first);
    expect(player.cash).toBe(15_000);
    expect(player.withdrawals).toHaveLength(1);
    await confirmWithdraw({ amount: cents(10_000), method: 'bank', idempotencyKey: newIdempotencyKey() });
    expect(player.cash).toBe(5_000);
    expect(player.withdrawals).toHaveLength(2);
  });

  it('a retried cancel answers success again and restores the cash once', async () => {
    const player = signIn(REGULAR);
    const withdrawal = await confirmWithdraw({ amount: cents(10_000), method: 'bank', idempotencyKey: newIdempotencyKey() });
    const reference = withdrawal.success ? (withdrawal.data.reference ?? '') : '';
    const key = newIdempotencyKey();
    expect(await cancelWithdraw({ reference, idempotencyKey: key })).toMatchObject({ success: true });
    expect(await cancelWithdraw({ reference, idempotencyKey: key })).toMatchObject({ success: true });
    expect(player.cash).toBe(25_000);
  });

  it('a retried stored-details deposit credits once, a retried provider deposit opens one payment', async () => {
    const player = signIn(REGULAR);
    const key = newIdempotencyKey();
    for (let i = 0; i < 2; i += 1) await confirmDeposit({ amount: cents(3_000), method: 'bank', storedDetailReference: 'stored-1002', idempotencyKey: key });
    expect(player.cash).toBe(28_000);
    const depositKey = newIdempotencyKey();
    const first = await initDeposit({ amount: cents(2_000), method: 'bank', locale: 'fi', idempotencyKey: depositKey });
    const retry = await initDeposit({ amount: cents(2_000), method: 'bank', locale: 'fi', idempotencyKey: depositKey });
    expect(retry).toEqual(first);
    expect(getWorld().payments.size).toBe(1);
  });

  it('a key is per player: another player with the same key gets their own answer', async () => {
    const key = newIdempotencyKey();
    signIn(REGULAR);
    await confirmWithdraw({ amount: cents(2_000), method: 'bank', idempotencyKey: key });
    const estonian = signIn(ESTONIAN);
    const before = estonian.cash;
    await confirmWithdraw({ amount: cents(1_000), method: 'bank', idempotencyKey: key });
    expect(estonian.cash).toBe(before - 1_000);
  });

  it('the mock refuses a money-moving call without a key and moves nothing', async () => {
    const player = signIn(REGULAR);
    const response = await fetch('http://localhost:4010/main/payment/withdraw', {
      method: 'POST',
      credentials: 'include',
      headers: { 'X-Kasino-Client': 'web' },
      body: new URLSearchParams({ amount: '20.00', method: 'bank' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: expect.stringContaining('Idempotency-Key') });
    expect(player.cash).toBe(25_000);
  });

  it('makes a new 128-bit key each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
