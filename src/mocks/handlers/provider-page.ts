import { HttpResponse } from 'msw';
import { toWireNumber } from '@/lib/money';
import type { World } from '../world/types';
import { now } from '../world/worlds';
import { PAYMENT_LOGO_PATH, PAYMENT_PROVIDER_NAME, paymentLogoSvg } from '../seed/payment-provider';
import { pngOf } from '../seed/raster';
import { credit, returnOf } from './deposit-rules';
import { formOf, text } from './respond';
import { route } from './route';

/**
 * The fake payment provider (DESIGN.md): the page a deposit's redirectUrl opens. It is a
 * third party, so it knows no session; the deposit token is the only key.
 */

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const html = (body: string, status = 200) =>
  new HttpResponse(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PAYMENT_PROVIDER_NAME}: confirm your deposit</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; background: #f4f4f7; color: #1a1a2e; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 2px 12px #0002; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0 1.5rem; }
  .actions { display: flex; gap: 1rem; }
  button { flex: 1; font: inherit; font-weight: 600; padding: .75rem 1rem; border-radius: 8px; border: 2px solid #1a1a2e; cursor: pointer; }
  button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  .approve { background: #0d6b3a; border-color: #0d6b3a; color: #fff; }
  .decline { background: #fff; color: #1a1a2e; }
  .later { margin-top: 1rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );

/** How long a deposit the provider approves "later" stays pending (world time). */
export const PROVIDER_SETTLE_MS = 6_000;

/** A payment still waiting for the player's decision at the provider. */
const pendingPayment = (world: World, token: string) => {
  const payment = world.payments.get(token);
  return payment?.status === 'pending' && payment.settleAt === undefined ? payment : undefined;
};

/** Settles a payment: its status, the player's deposit row and, when approved, the cash. */
function settle(world: World, token: string, approved: boolean): void {
  const payment = world.payments.get(token);
  if (!payment) return;
  payment.status = approved ? 'ok' : 'failed';
  delete payment.settleAt;
  const player = world.players.find((p) => p.userId === payment.userId);
  const deposit = player?.deposits.find((d) => d.id === token);
  if (deposit) deposit.status = payment.status;
  if (approved && player) credit(player, payment.amount);
}

/** A payment approved "later" whose time has come is approved now (asked by depositStatus). */
export function settleDue(world: World, token: string): void {
  const payment = world.payments.get(token);
  if (payment?.status === 'pending' && payment.settleAt !== undefined && now(world).getTime() >= payment.settleAt) settle(world, token, true);
}

const notFound = () =>
  html('<h1>Payment not found</h1><p>This deposit has already been handled or its link is not valid.</p>', 404);

export const providerHandlers = [
  // The logo merchants show beside their deposit button (spec 7.4), as a provider serves it:
  // cached for a day, as a provider may redraw it.
  route('get', PAYMENT_LOGO_PATH, 'provider.logo', async () =>
    new HttpResponse(await pngOf('payment-provider', paymentLogoSvg), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' },
    }),
  ),

  route('get', '/provider/deposit', 'provider.deposit', ({ request, world }) => {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const payment = pendingPayment(world, token);
    if (!payment) return notFound();
    const amount = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(toWireNumber(payment.amount));
    return html(`<h1>Confirm your deposit</h1>
<p>You are depositing to Kasino by ${escape(payment.method)}:</p>
<p class="amount">${escape(amount)}</p>
<form method="post" action="/provider/deposit">
  <input type="hidden" name="token" value="${escape(token)}">
  <div class="actions">
    <button class="approve" type="submit" name="decision" value="approve">Approve</button>
    <button class="decline" type="submit" name="decision" value="decline">Decline</button>
  </div>
  <div class="actions later">
    <button class="decline" type="submit" name="decision" value="later">Approve later (stays pending a few seconds)</button>
  </div>
</form>`);
  }),

  route('post', '/provider/deposit', 'provider.decide', async ({ request, world }) => {
    const form = await formOf(request);
    const token = text(form, 'token');
    const payment = pendingPayment(world, token);
    if (!payment) return notFound();
    const decision = text(form, 'decision');
    if (decision === 'later') payment.settleAt = now(world).getTime() + PROVIDER_SETTLE_MS;
    else settle(world, token, decision === 'approve');
    return new HttpResponse(null, { status: 303, headers: { Location: returnOf(world, token) } });
  }),
];
