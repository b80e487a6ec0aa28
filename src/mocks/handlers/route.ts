import { delay, http, HttpResponse } from 'msw';
import { CLIENT_HEADER } from '@/api/client-header';
import { hasClientHeader } from '../guards';
import { worldIdOf } from '../world/select';
import type { QaFailure, World } from '../world/types';
import { getWorld, now } from '../world/worlds';

export type RouteContext = { request: Request; world: World; params: Record<string, string | readonly string[] | undefined> };
type Resolver = (ctx: RouteContext) => Response | Promise<Response>;

function takeFailure(world: World, call: string): QaFailure | undefined {
  const index = world.failures.findIndex((f) => f.call === call || f.call === '*');
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
 * made to hang, fail with an HTTP status or an error code, or return malformed JSON.
 */
export function route(method: 'get' | 'post', path: string, call: string, resolve: Resolver) {
  // The real APIs refuse a state change without the client header (docs/decisions.md, "CSRF header"):
  // the second API's POSTs ride on the same session cookie as the main API's.
  const needsClientHeader = method === 'post' && (path.startsWith('/main/') || path.startsWith('/second/'));
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
