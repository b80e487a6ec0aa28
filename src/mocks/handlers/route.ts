import { delay, http, HttpResponse } from 'msw';
import { CLIENT_HEADER, carriesClientHeader } from '@/api/client-header';
import { hasClientHeader } from '../guards';
import { worldIdOf } from '../world/select';
import type { QaFailure, World } from '../world/types';
import { getWorld, now } from '../world/worlds';

export type RouteContext = { request: Request; world: World; params: Record<string, string | readonly string[] | undefined> };
type Resolver = (ctx: RouteContext) => Response | Promise<Response>;

/** The call name `/__qa/fail` takes for every call. */
export const ANY_CALL = '*';

export type CallRoute = { method: 'GET' | 'POST'; path: string };

/**
 * Every call name route() has registered, with its routes (one name may cover several paths,
 * like `content.media`): `/__qa/fail` refuses a name not here, so a typo fails the switch
 * instead of a test that then tests nothing.
 */
const registered = new Map<string, CallRoute[]>();

function register(call: string, method: 'get' | 'post', path: string): void {
  const routes = registered.get(call) ?? [];
  const upper = method === 'get' ? 'GET' : 'POST';
  if (!routes.some((r) => r.method === upper && r.path === path)) routes.push({ method: upper, path });
  registered.set(call, routes);
}

export const isCall = (name: string): boolean => registered.has(name);

/** The registered calls by name, each with its routes by path (`GET /__qa/calls`, docs/qa-calls.md). */
export function registeredCalls(): { call: string; routes: CallRoute[] }[] {
  const byPath = (a: CallRoute, b: CallRoute) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return [...registered.keys()].sort().map((call) => ({ call, routes: [...(registered.get(call) ?? [])].sort(byPath) }));
}

function takeFailure(world: World, call: string): QaFailure | undefined {
  const index = world.failures.findIndex((f) => f.call === call || f.call === ANY_CALL);
  const failure = world.failures[index];
  if (!failure) return undefined;
  if (failure.remaining !== 'always') {
    failure.remaining -= 1;
    if (failure.remaining <= 0) world.failures.splice(index, 1);
  }
  return failure;
}

/**
 * A mock endpoint under any origin, named for QA failure injection: the named call can be
 * made to hang, fail with an HTTP status or an error code, or return malformed JSON. Every
 * name is listed in docs/qa-calls.md (a jest test holds the two together).
 */
export function route(method: 'get' | 'post', path: string, call: string, resolve: Resolver) {
  // The real APIs refuse a state change without the client header (docs/decisions.md, "CSRF header"):
  // the second API's POSTs ride on the same session cookie as the main API's.
  const api = /^\/(main|second)\//.exec(path);
  const needsClientHeader = api !== null && carriesClientHeader(method === 'post' ? 'POST' : 'GET', path.slice(api[0].length));
  register(call, method, path);
  return http[method](`*${path}`, async ({ request, params }) => {
    if (needsClientHeader && !hasClientHeader(request)) {
      return HttpResponse.json({ success: false, error: `Missing ${CLIENT_HEADER} header`, errorCode: 403 }, { status: 403 });
    }
    const world = getWorld(worldIdOf(request));
    const failure = takeFailure(world, call);
    if (failure?.delayMs) await delay(failure.delayMs);
    if (failure?.malformed) return new HttpResponse('{"success": tru', { headers: { 'Content-Type': 'application/json' } });
    if (failure?.errorCode) {
      const params = failure.params ? { params: failure.params } : {};
      return HttpResponse.json({ success: false, error: 'Injected failure', errorCode: failure.errorCode, ...params }, { status: failure.status ?? 200 });
    }
    // A bare HTTP failure looks like a failing gateway: a status and no JSON.
    if (failure?.status) return new HttpResponse('Injected failure', { status: failure.status, headers: { 'Content-Type': 'text/plain' } });
    const response = await resolve({ request, world, params });
    // The world's clock, so the app can follow QA's clock shifts (src/lib/clock.ts).
    try {
      response.headers.set('Date', now(world).toUTCString());
    } catch {
      // Response.redirect() and Response.error() have immutable headers.
    }
    return response;
  });
}
