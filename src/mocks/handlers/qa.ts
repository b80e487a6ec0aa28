import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { toWireNumber } from '@/lib/money';
import { isJson, QA_HEADER } from '../guards';
import type { World } from '../world/types';
import { worldIdOf } from '../world/select';
import { mailOf } from '../world/mail';
import { DISRUPTION_MESSAGES, getWorld, MAINTENANCE_MESSAGES, now, resetWorld } from '../world/worlds';
import { XSS_MESSAGES } from '../seed/xss-content';
import { startSession } from './auth';
import { newToken, sessionCookie } from './session';

const toggle = z.object({ on: z.boolean() });
const failure = z.object({
  call: z.string().check(z.minLength(1)),
  times: z._default(z.union([z.int().check(z.positive()), z.literal('always')]), 1),
  status: z.optional(z.int().check(z.gte(100), z.lte(599))),
  errorCode: z.optional(z.int()),
  delayMs: z.optional(z.int().check(z.gte(0), z.lte(120_000))),
  malformed: z.optional(z.boolean()),
  params: z.optional(z.record(z.string(), z.unknown())),
});
const clock = z.object({ offsetMs: z.int() });
const reset = z.object({ frozenAt: z.optional(z.iso.datetime()) });
const login = z.object({ email: z.optional(z.string()), userId: z.optional(z.int()) });

const seededPlayer = (world: World, input: z.infer<typeof login>) =>
  world.players.find((p) => (input.userId !== undefined && p.userId === input.userId) || (input.email !== undefined && p.email === input.email));

/** A switch's settings: JSON, and only with a JSON content type (a cross-site form can send text/plain). */
async function body<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.infer<S> | Response> {
  if (!isJson(request)) return HttpResponse.json({ error: 'Send the settings as JSON with Content-Type: application/json' }, { status: 415 });
  const parsed = schema.safeParse(await request.json().catch(() => ({})));
  return parsed.success ? parsed.data : HttpResponse.json({ error: z.prettifyError(parsed.error) }, { status: 400 });
}

/** A switch that is on or off (`{"on": true}`) in the caller's world. */
function toggleSwitch(apply: (world: World, on: boolean) => void) {
  return async ({ request }: { request: Request }) => {
    const input = await body(request, toggle);
    if (input instanceof Response) return input;
    apply(getWorld(worldIdOf(request)), input.on);
    return HttpResponse.json({ ok: true });
  };
}

/** QA switches (README): each acts on the caller's world only, and only with the QA header. */
export const qaHandlers = [
  // Falls through to the switch when the header is there.
  http.all('*/__qa/*', ({ request }) =>
    request.headers.get(QA_HEADER) === '1' ? undefined : HttpResponse.json({ error: `QA switches need the ${QA_HEADER}: 1 header` }, { status: 403 }),
  ),
  // `{"frozenAt": "2035-03-15T10:00:00Z"}`: the seed as of that instant, and the world's clock stopped there.
  http.post('*/__qa/reset', async ({ request }) => {
    // A POST without a JSON body is a plain reset, as before the frozen clock.
    const input = isJson(request) ? await body(request, reset) : {};
    if (input instanceof Response) return input;
    const world = resetWorld(worldIdOf(request), input.frozenAt === undefined ? null : Date.parse(input.frozenAt));
    return HttpResponse.json({ ok: true, now: now(world).toISOString() });
  }),
  http.post('*/__qa/maintenance', toggleSwitch((world, on) => {
    world.maintenance = on ? { ...(world.xssCorpus ? XSS_MESSAGES : MAINTENANCE_MESSAGES) } : {};
  })),
  http.post('*/__qa/disruption', toggleSwitch((world, on) => {
    world.serviceDisruption = on ? { ...(world.xssCorpus ? XSS_MESSAGES : DISRUPTION_MESSAGES) } : {};
  })),
  // The XSS corpus in this world's footer and popups, and in the messages the two switches above set next.
  http.post('*/__qa/xss-corpus', toggleSwitch((world, on) => {
    world.xssCorpus = on;
  })),
  http.post('*/__qa/fail', async ({ request }) => {
    const input = await body(request, failure);
    if (input instanceof Response) return input;
    const { times, ...rest } = input;
    getWorld(worldIdOf(request)).failures.push({ ...rest, remaining: times });
    return HttpResponse.json({ ok: true });
  }),
  http.post('*/__qa/fail/clear', ({ request }) => {
    getWorld(worldIdOf(request)).failures = [];
    return HttpResponse.json({ ok: true });
  }),
  http.post('*/__qa/clock', async ({ request }) => {
    const input = await body(request, clock);
    if (input instanceof Response) return input;
    const world = getWorld(worldIdOf(request));
    world.clockOffsetMs = input.offsetMs;
    return HttpResponse.json({ ok: true, now: now(world).toISOString() });
  }),
  // Logs in as a seeded player in one call, e.g. for Playwright's storageState.
  http.post('*/__qa/login', async ({ request }) => {
    const input = await body(request, login);
    if (input instanceof Response) return input;
    const world = getWorld(worldIdOf(request));
    const player = seededPlayer(world, input);
    if (!player) return HttpResponse.json({ error: 'No such seeded player' }, { status: 404 });
    const token = startSession(world, player);
    return HttpResponse.json({ ok: true, userId: player.userId, token }, { headers: { 'Set-Cookie': sessionCookie(token) } });
  }),
  // An autologin link's token (`/login?t=`) for a seeded player, as the real backend mails one.
  http.post('*/__qa/autologin', async ({ request }) => {
    const input = await body(request, login);
    if (input instanceof Response) return input;
    const world = getWorld(worldIdOf(request));
    const player = seededPlayer(world, input);
    if (!player) return HttpResponse.json({ error: 'No such seeded player' }, { status: 404 });
    const t = newToken(world);
    world.loginTokens.set(t, { userId: player.userId, status: 'ok' });
    return HttpResponse.json({ ok: true, t });
  }),
  // The world's deposits at the provider, with what a new customer's initDeposit carried (spec 7.1).
  http.get('*/__qa/payments', ({ request }) => {
    const world = getWorld(worldIdOf(request));
    const payments = [...world.payments].map(([token, p]) => ({
      token,
      userId: p.userId,
      newCustomer: p.newCustomer,
      amount: toWireNumber(p.amount),
      method: p.method,
      status: p.status,
      received: p.received ?? null,
    }));
    return HttpResponse.json({ payments });
  }),
  // What the mock has "emailed": activation and password-reset codes.
  http.get('*/__qa/mail', ({ request }) => HttpResponse.json({ mail: mailOf(getWorld(worldIdOf(request))) })),
  http.get('*/__qa/state', ({ request }) => {
    const world = getWorld(worldIdOf(request));
    return HttpResponse.json({ id: world.id, now: now(world).toISOString(), maintenance: world.maintenance, failures: world.failures });
  }),
];
