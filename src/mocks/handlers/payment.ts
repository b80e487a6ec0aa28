import { addCents, cents, toWireNumber } from '@/lib/money';
import type { AmountBounds } from '@/lib/rules/bounds';
import { DEPOSIT_BOUNDS } from '@/lib/rules/deposit';
import { withdrawAmountError, withdrawableCash, withdrawBlocked } from '@/lib/rules/withdraw';
import type { PlayerRecord, World } from '../world/types';
import { now } from '../world/worlds';
import { credit, depositRefusal, METHOD, rememberReturn, returnTo, storedReferenceOf } from './deposit-rules';
import { idempotent } from './idempotency';
import { newCustomerInitDeposit, playerOrNewCustomer } from './new-customer-deposit';
import { providerHandlers, settleDue } from './provider-page';
import { takeCampaign } from './bonuses';
import { amountOf, fail, formOf, ok, text } from './respond';
import { route } from './route';
import { newToken, playerOf, withPlayer } from './session';

const bounds = ({ min, max }: AmountBounds) => ({ minAmount: { EUR: toWireNumber(min) }, maxAmount: { EUR: toWireNumber(max) } });
/** The mock's withdrawal method bounds; the spec gives none. */
const WITHDRAW_BOUNDS: AmountBounds = { min: cents(1_000), max: cents(5_000_000) };

const depositHandlers = [
  // A visitor gets the methods too, without stored details: the new-customer deposit (spec 6).
  route('get', '/main/payment/methods', 'main.getPaymentMethods', ({ request, world }) => {
    const player = playerOf(world, request);
    const reference = player ? storedReferenceOf(player) : null;
    // A masked account number, as a bank gives it: no words, so it reads the same in every locale.
    const storedData = player && reference ? [{ reference, label: `FI•• •••• •••• ${String(player.userId).slice(-4)}` }] : [];
    return ok({ methods: [{ method: METHOD, ...bounds(DEPOSIT_BOUNDS), storedData }] });
  }),

  // Without a session it is a new customer's deposit (./new-customer-deposit.ts).
  route('post', '/main/payment/initDeposit', 'main.initDeposit', playerOrNewCustomer(idempotent('main.initDeposit', async ({ request, world }, player) => {
    const form = await formOf(request);
    if (text(form, 'policyChecked') !== 'true' || text(form, 'privacyPolicyChecked') !== 'true') return fail(155, 'Terms not accepted');
    // A player deposits from the country on their record (spec 3), not one the page's language suggests.
    const country = text(form, 'country');
    if (!country) return fail(195, 'Missing country', { fields: ['country'] });
    if (country !== player.country) return fail(195, "Country is not the player's", { fields: ['country'] });
    if (text(form, 'method') !== METHOD) return fail(129, 'Payment method not allowed');
    if (text(form, 'currency') !== 'EUR') return fail(129, 'Currency not allowed');
    const amount = amountOf(form, 'amount');
    const refusal = depositRefusal(world, player, amount);
    if (refusal || amount === null) return refusal ?? fail(117);
    const campaignRefusal = takeCampaign(world, player, form, amount);
    if (campaignRefusal) return campaignRefusal;
    const token = newToken(world);
    world.payments.set(token, { userId: player.userId, amount, method: METHOD, status: 'pending', newCustomer: false });
    player.deposits.push({ id: token, status: 'pending', amount, method: METHOD, createdTime: now(world).toISOString() });
    rememberReturn(world, token, returnTo(request, text(form, 'language'), player));
    const redirectUrl = `${new URL(request.url).origin}/provider/deposit?token=${encodeURIComponent(token)}`;
    return ok({ token, redirectUrl });
  }), newCustomerInitDeposit)),

  route('post', '/main/payment/confirmDeposit', 'main.confirmDeposit', withPlayer(idempotent('main.confirmDeposit', async ({ request, world }, player) => {
    const form = await formOf(request);
    const reference = storedReferenceOf(player);
    if (!reference || text(form, 'storedDetailReference') !== reference) return fail(125, 'No payment details');
    if (text(form, 'method') !== METHOD) return fail(129, 'Payment method not allowed');
    const amount = amountOf(form, 'amount');
    const refusal = depositRefusal(world, player, amount);
    if (refusal || amount === null) return refusal ?? fail(117);
    const campaignRefusal = takeCampaign(world, player, form, amount);
    if (campaignRefusal) return campaignRefusal;
    world.nextId += 1;
    player.deposits.push({ id: `d-${world.nextId}`, status: 'ok', amount, method: METHOD, createdTime: now(world).toISOString() });
    credit(player, amount);
    return ok({ redirectUrl: returnTo(request, '', player) });
  }))),

  // A new customer's deposit is known by its token alone (there is no session to ask by); a
  // player's needs that player's session.
  route('post', '/main/payment/depositStatus', 'main.depositStatus', async ({ request, world }) => {
    const token = text(await formOf(request), 'token');
    settleDue(world, token);
    const payment = world.payments.get(token);
    const player = playerOf(world, request);
    if (payment?.newCustomer) return ok({ status: payment.status, amount: toWireNumber(payment.amount) });
    if (!player) return payment ? fail(115, 'Not logged in') : fail(119, 'Unknown payment');
    if (!payment || payment.userId !== player.userId) return fail(119, 'Unknown payment');
    return ok({ status: payment.status, amount: toWireNumber(payment.amount) });
  }),

  // The real API hands these to the provider to prefill its form; the mock only checks they came.
  route('post', '/main/payment/prefillDeposit', 'main.prefillDeposit', withPlayer(async ({ request }) => {
    const form = await formOf(request);
    const missing = ['address', 'city', 'zipCode'].filter((key) => !text(form, key));
    return missing.length ? fail(195, 'Missing details', { fields: missing }) : ok({});
  })),
];

/**
 * What a withdrawal costs besides its amount: the player gives up their bonus money and their
 * active free spins (the app asks them to confirm that first).
 */
function forfeitBonuses(world: World, player: PlayerRecord): void {
  const at = now(world).getTime();
  player.promo = cents(0);
  player.freeSpins = player.freeSpins.filter((bonus) => Date.parse(bonus.expirationTime) <= at);
}

const withdrawHandlers = [
  route('get', '/main/payment/initWithdraw', 'main.initWithdraw', withPlayer((_ctx, player) =>
    ok({
      totalBalance: toWireNumber(addCents(player.cash, player.promo)),
      cashBalance: toWireNumber(player.cash),
      promoBalance: toWireNumber(player.promo),
      cashReserve: player.cashReserve === null ? null : toWireNumber(player.cashReserve),
      methods: [{ method: METHOD, ...bounds(WITHDRAW_BOUNDS) }],
    }),
  )),

  route('post', '/main/payment/withdraw', 'main.confirmWithdraw', withPlayer(idempotent('main.confirmWithdraw', async ({ request, world }, player) => {
    const form = await formOf(request);
    if (withdrawBlocked(player.cash, player.cashReserve)) return fail(127, 'Withdrawal blocked');
    if (text(form, 'method') !== METHOD) return fail(129, 'Payment method not allowed');
    const amount = amountOf(form, 'amount');
    if (amount === null) return fail(117, 'Withdraw amount missing', { paymentLimit: 'minAmount' });
    // The form's own rule: the bounds, then no more than cash minus reserve.
    const refused = withdrawAmountError(amount, WITHDRAW_BOUNDS, withdrawableCash(player.cash, player.cashReserve))?.key;
    if (refused === 'forms:minWithdraw') return fail(117, 'Withdraw amount below the minimum', { paymentLimit: 'minAmount' });
    if (refused === 'forms:maxWithdraw') return fail(117, 'Withdraw amount above the maximum', { paymentLimit: 'maxAmount' });
    if (refused === 'forms:aboveWithdrawable') return fail(121, 'Not enough withdrawable cash');
    world.nextId += 1;
    const reference = `W${world.nextId}`;
    player.cash = cents(player.cash - amount);
    forfeitBonuses(world, player);
    player.withdrawals.push({ id: `w-${world.nextId}`, reference, status: 'pending', amount, method: METHOD, createdTime: now(world).toISOString() });
    return ok({ reference });
  }))),

  route('post', '/main/payment/cancelWithdraw', 'main.cancelWithdraw', withPlayer(idempotent('main.cancelWithdraw', async ({ request }, player) => {
    const reference = text(await formOf(request), 'reference');
    const withdrawal = player.withdrawals.find((w) => w.reference === reference && w.status === 'pending');
    if (!withdrawal) return fail(180, 'No pending withdrawal with this reference');
    withdrawal.status = 'cancelled';
    player.cash = addCents(player.cash, withdrawal.amount);
    return ok({});
  }))),
];

/** Deposits (provider page and stored details), withdrawals, and the fake provider page. */
export const paymentHandlers = [...depositHandlers, ...withdrawHandlers, ...providerHandlers];
