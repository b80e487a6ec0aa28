import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { toWireNumber } from '@/lib/money';
import { isJson, QA_HEADER } from '../guards';
import type { World } from '../world/types';
import { worldIdOf } from '../world/select';
import { mailOf } from '../world/mail';
import { DISRUPTION_MESSAGES, getWorld, MAINTENANCE_MESSAGES, now, resetWorld } from '../world/worlds';
import { XSS_MESSAGES } from '../seed/xss-content';
import { blocked, startSession } from './auth';
import { ANY_CALL, isCall, registeredCalls } from './route';
import { newToken, sessionCookie } from './session';

const toggle = z.object({ on: z.boolean() });
const FAILURE_KEYS = 'call, times, status, errorCode, params, delayMs, malformed';
/**
 * Strict, and only what changes the call's answer: an unknown key (`code` for `errorCode`), an
 * unknown call name or no fault at all would otherwise queue a failure that never shows, and
 * the test that asked for it would pass without testing anything.
 */
const failure = z
  .strictObject(
    {
      call: z.string().check(z.minLength(1)),
      times: z._default(z.union([z.int().check(z.positive()), z.literal('always')]), 1),
      status: z.optional(z.int().check(z.gte(100), z.lte(599))),
      errorCode: z.optional(z.int().check(z.positive())),
      delayMs: z.optional(z.int().check(z.gte(0), z.lte(120_000))),
      malformed: z.optional(z.boolean()),
      params: z.optional(z.record(z.string(), z.unknown())),
    },
    // zod/mini carries no messages of its own: without this an unknown key reads "Invalid input".
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown key ${issue.keys.map((key) => `"${key}"`).join(', ')}: the keys are ${FAILURE_KEYS}` : undefined) },
  )
  .check(
    z.superRefine((input, ctx) => {
      if (input.call !== ANY_CALL && !isCall(input.call)) {
        ctx.addIssue({ code: 'custom', path: ['call'], message: `Unknown call "${input.call}": GET /__qa/calls lists the call names ("${ANY_CALL}" is every call)` });
      }
      // A delay alone is a fault too: a slow success.
      if (input.status === undefined && input.errorCode === undefined && !input.delayMs && !input.malformed) {
        ctx.addIssue({ code: 'custom', message: 'No fault given: set status, errorCode, delayMs (above 0) or malformed: true' });
      }
      if (input.params !== undefined && input.errorCode === undefined) {
        ctx.addIssue({ code: 'custom', path: ['params'], message: 'params go with an errorCode' });
      }
      if (input.malformed && (input.status !== undefined || input.errorCode !== undefined)) {
        ctx.addIssue({ code: 'custom', path: ['malformed'], message: 'malformed JSON comes with HTTP 200: drop status and errorCode, or malformed' });
      }
    }),
  );
const clock = z.object({ offsetMs: z.int() });
const reset = z.object({ frozenAt: z.optional(z.iso.datetime()) });
const login = z.object({ email: z.optional(z.string()), userId: z.optional(z.int()) }).check(
  z.refine((input) => input.email !== undefined || input.userId !== undefined, 'Give the seeded player\'s email or userId (README, Seeded players)'),
);

const seededPlayer = (world: World, input: z.infer<typeof login>) =>
  world.players.find((p) => (input.userId !== undefined && p.userId === input.userId) || (input.email !== undefined && p.email === input.email));

/** What a world holds that is not a switch: its seeded and accumulated data. */
type WorldData = 'id' | 'players' | 'sessions' | 'loginTokens' | 'codes' | 'payments' | 'rate' | 'nextId';
/** Keyed by every other field of World, so a new switch in the world cannot be left out of the state. */
type Switches = { [K in Exclude<keyof World, WorldData>]: K extends 'frozenAt' ? string | null : World[K] };

/** `GET /__qa/state`: the world's clock and every switch it holds. */
function stateOf(world: World): { id: string; now: string } & Switches {
  return {
    id: world.id,
    now: now(world).toISOString(),
    frozenAt: world.frozenAt === null ? null : new Date(world.frozenAt).toISOString(),
    clockOffsetMs: world.clockOffsetMs,
    maintenance: world.maintenance,
    serviceDisruption: world.serviceDisruption,
    xssCorpus: world.xssCorpus,
    failures: world.failures,
  };
}

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
    // A POST without a body is a plain reset, as before the frozen clock; settings without the
    // JSON content type are refused as at every switch, not dropped (a reset with no frozen clock).
    const input = isJson(request) || (await request.clone().text()).trim() !== '' ? await body(request, reset) : {};
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
    // A session the login would never give (a frozen, unactivated or deactivated account) is
    // refused with the login's own answer, so a test cannot stand on a state no player reaches.
    const refused = blocked(player);
    if (refused) return new HttpResponse(refused.body, { status: 403, headers: refused.headers });
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
  // Every call name `/__qa/fail` takes, with its method and path pattern.
  http.get('*/__qa/calls', () => HttpResponse.json({ calls: registeredCalls() })),
  http.get('*/__qa/state', ({ request }) => HttpResponse.json(stateOf(getWorld(worldIdOf(request))))),
];
