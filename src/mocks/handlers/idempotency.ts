import { IDEMPOTENCY_HEADER } from '@/api/idempotency';
import type { PlayerRecord, World } from '../world/types';
import { fail } from './respond';
import type { RouteContext } from './route';

type Stored = { status: number; body: string; contentType: string };
/** `player` null: a new customer's call (spec 6), which has no session. */
type Resolve<P extends PlayerRecord | null> = (ctx: RouteContext, player: P) => Response | Promise<Response>;

/** First answers by world, then by call, player and key; a reset world starts empty. */
const answers = new WeakMap<World, Map<string, Stored>>();

/**
 * A call that moves money, as the real API should treat it: it needs an idempotency key, and a
 * repeat with the same key (a retry after a lost answer) gets the first answer and changes nothing.
 */
export function idempotent<P extends PlayerRecord | null>(call: string, resolve: Resolve<P>): Resolve<P> {
  return async (ctx, player) => {
    const key = ctx.request.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
    if (!/^[\w-]{16,128}$/.test(key)) return fail(100, `Missing or malformed ${IDEMPOTENCY_HEADER} header`, undefined, 400);
    const byKey = answers.get(ctx.world) ?? new Map<string, Stored>();
    answers.set(ctx.world, byKey);
    const id = `${call}:${player?.userId ?? 'new-customer'}:${key}`;
    const first = byKey.get(id);
    if (first) return new Response(first.body, { status: first.status, headers: { 'Content-Type': first.contentType } });
    const response = await resolve(ctx, player);
    byKey.set(id, { status: response.status, body: await response.clone().text(), contentType: response.headers.get('content-type') ?? 'application/json' });
    return response;
  };
}
