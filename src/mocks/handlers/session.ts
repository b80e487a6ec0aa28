import type { RouteContext } from './route';
import { fail } from './respond';
import type { PlayerRecord, World } from '../world/types';

export const SESSION_COOKIE = 'kasino_session';

function cookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  return new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(header)?.[1];
}

/** The logged-in player of a request, if its session cookie is valid in this world. */
export function playerOf(world: World, request: Request): PlayerRecord | null {
  const token = cookie(request, SESSION_COOKIE);
  const userId = token ? world.sessions.get(token) : undefined;
  return world.players.find((p) => p.userId === userId) ?? null;
}

/** Wraps a resolver that needs a session: without one the answer is 115 (spec 8). */
export function withPlayer(resolve: (ctx: RouteContext, player: PlayerRecord) => Response | Promise<Response>) {
  return (ctx: RouteContext) => {
    const player = playerOf(ctx.world, ctx.request);
    return player ? resolve(ctx, player) : fail(115, 'Not logged in');
  };
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

export function newToken(world: World): string {
  world.nextId += 1;
  return `${world.id}-${world.nextId}-${Math.random().toString(36).slice(2, 12)}`;
}
