import { HttpResponse } from 'msw';
import { href } from '@/routes/href';
import { getWorld } from '../world/worlds';
import { startSession } from './auth';
import { fail, formOf, ok, text } from './respond';
import { route } from './route';
import { newToken, sessionCookie } from './session';

const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where the provider sends the browser back: the app's login page, in the country's locale. */
const returns = new Map<string, string>();

function bankPage(token: string, identities: { id: string; name: string }[], worldId: string): string {
  const options = identities
    .map((i) => `<li><button name="identity" value="${escape(i.id)}">${escape(i.name)}</button></li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mock bank login</title><style>body{font-family:system-ui,sans-serif;background:#f3f5f9;color:#111;margin:0;padding:24px}main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px}
button{display:block;width:100%;min-height:44px;margin:8px 0;border-radius:8px;border:1px solid #0b4f9c;background:#0b4f9c;color:#fff;font-size:16px}
button.secondary{background:#fff;color:#0b4f9c}ul{list-style:none;padding:0}</style></head>
<body><main><h1>Mock bank</h1><p>Choose whom to authenticate as. This page stands in for the bank's identification service.</p>
<form method="post" action="/provider/bank/complete"><input type="hidden" name="token" value="${escape(token)}"><input type="hidden" name="world" value="${escape(worldId)}">
<ul>${options}</ul><button class="secondary" name="identity" value="">Cancel</button></form></main></body></html>`;
}

export const bankLoginHandlers = [
  route('post', '/main/payment/initLogin', 'main.initLogin', async ({ request, world }) => {
    const form = await formOf(request);
    const country = text(form, 'country') === 'EST' ? 'EST' : 'FIN';
    const token = newToken(world);
    world.loginTokens.set(token, { userId: null, status: 'pending' });
    const origin = request.headers.get('origin') ?? '';
    const appOrigin = LOOPBACK.test(origin) ? origin : 'http://localhost:3000';
    const locale = country === 'EST' ? 'et' : 'fi';
    returns.set(token, `${appOrigin}${href('login', { locale, query: { bankToken: token } })}`);
    const self = new URL(request.url).origin;
    return ok({ token, redirectUrl: `${self}/provider/bank?token=${encodeURIComponent(token)}` });
  }),

  route('post', '/main/payment/loginStatus', 'main.loginStatus', async ({ request, world }) => {
    const token = text(await formOf(request), 'token');
    const entry = world.loginTokens.get(token);
    if (!entry) return fail(104, 'Bad credentials');
    if (entry.status === 'pending') return ok({ status: 'pending' });
    const player = world.players.find((p) => p.userId === entry.userId);
    world.loginTokens.delete(token);
    if (!player) return ok({ status: 'failed' });
    return ok({ status: 'ok' }, { headers: { 'Set-Cookie': sessionCookie(startSession(world, player)) } });
  }),

  route('get', '/provider/bank', 'provider.bank', ({ request, world }) => {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    if (!world.loginTokens.has(token)) return new HttpResponse('Unknown or used login token', { status: 400 });
    const identities = world.players
      .filter((p) => p.bankIdentity)
      .map((p) => ({ id: p.bankIdentity ?? '', name: `${p.firstName} ${p.lastName}` }));
    return new HttpResponse(bankPage(token, identities, world.id), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }),

  // The page's own world field first: the form posts back to the world that showed the page.
  route('post', '/provider/bank/complete', 'provider.bankComplete', async ({ request, world: requestWorld }) => {
    const form = await formOf(request);
    const world = getWorld(text(form, 'world') || requestWorld.id);
    const token = text(form, 'token');
    const entry = world.loginTokens.get(token);
    const back = returns.get(token);
    if (!entry || !back) return new HttpResponse('Unknown or used login token', { status: 400 });
    const player = world.players.find((p) => p.bankIdentity && p.bankIdentity === text(form, 'identity'));
    entry.status = 'ok';
    entry.userId = player?.userId ?? null;
    returns.delete(token);
    return new HttpResponse(null, { status: 303, headers: { Location: back } });
  }),
];
