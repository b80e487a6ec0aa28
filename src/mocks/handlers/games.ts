import { HttpResponse } from 'msw';
import { cents, toWireNumber, type Cents } from '@/lib/money';
import { getCatalogue, type CatalogueGame, type CatalogueGroup } from '../seed/catalogue';
import type { PlayerRecord, World } from '../world/types';
import { now } from '../world/worlds';
import { coolOffActive } from './deposit-rules';
import { gameHostHandlers } from './games-host';
import { gameHostLanguageOf, gameHostUrl, gameOf, isDisabledGame, openGameSession } from './games-rules';
import { searchHandlers } from './games-search';
import { fail, formOf, ok, text } from './respond';
import { route, type RouteContext } from './route';
import { withPlayer } from './session';

/**
 * The games family of the main API (spec 7.1) under /main/, per world and per player:
 *
 *   GET  games/favourites                  { games }   newest first
 *   POST games/favourites/add|remove       gameId -> { games }   131 for an unknown game
 *   GET  games/RecentGames                 { games }   real-money launches, newest first, max 20
 *   GET  game/demo/{id}, game/real/{id}    { url, mode }   131 unknown, 132 disabled
 *                                          (ids ending in 99), real: 115 without a session,
 *                                          217 under cool-off
 *   GET  menu                              { menu: { slots, liveCasino } }  top level + children
 *   GET  groups                            { groups }  every group, empty ones too
 *   GET  jackpots?currency=eur             { jackpots: [{ id, name, amount (EUR), currency }] }
 *   GET  search                            see games-search.ts
 *
 * The launch URL opens the mock game page (games-host.ts) on the mock's own origin.
 */

export const RECENT_GAMES_MAX = 20;

const gamesJson = (ids: readonly number[]) => {
  const catalogue = getCatalogue();
  return { games: ids.map((id) => catalogue.gameById.get(id)).filter((game): game is CatalogueGame => game !== undefined) };
};

const param = ({ params }: RouteContext, name: string) => {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
};

async function favouriteGame(request: Request): Promise<CatalogueGame | Response> {
  const game = gameOf(text(await formOf(request), 'gameId'));
  return game ?? fail(131, 'Game not found');
}

/** `player` is there for real money only: a demo plays with its own money and touches no player. */
function launch(ctx: RouteContext, mode: 'demo' | 'real', player: PlayerRecord | null): Response {
  const game = gameOf(param(ctx, 'id'));
  if (!game) return fail(131, 'Game not found');
  if (isDisabledGame(game.id)) return fail(132, 'Game disabled');
  if (player) {
    if (coolOffActive(ctx.world, player)) return fail(217, 'Cool-off in force', { expireTimestamp: player.coolOffUntil });
    player.recentGames = [game.id, ...player.recentGames.filter((id) => id !== game.id)].slice(0, RECENT_GAMES_MAX);
  }
  const url = new URL(ctx.request.url);
  // The game page speaks the site's language (the app sends it; spec 7 lists no parameters).
  const session = openGameSession(ctx.world, game, mode, player?.userId ?? null, gameHostLanguageOf(url.searchParams.get('lang')));
  return ok({ url: gameHostUrl(url.origin, game, session), mode });
}

const withChildren = (group: CatalogueGroup, all: readonly CatalogueGroup[]) => ({ ...group, children: all.filter((g) => g.parent === group.id) });

/**
 * A jackpot grows by half its seed amount over its period (an hour, a day, or a week for the
 * mega pot) and then starts again, as if won. It follows the world's clock, so polling shows
 * movement and a QA clock shift moves it too.
 */
const JACKPOT_GROWTH = 0.5;
const periodOf = (id: string) => (id.includes('hourly') ? 3_600 : id.includes('mega') ? 604_800 : 86_400);

export function jackpotAmount(jackpot: { id: string; amount: number }, world: World): Cents {
  const period = periodOf(jackpot.id);
  const elapsed = Math.floor(now(world).getTime() / 1000) % period;
  return cents(Math.round(jackpot.amount + Math.floor((elapsed * jackpot.amount * JACKPOT_GROWTH) / period)));
}

export const gamesHandlers = [
  route('get', '/main/games/favourites', 'main.getFavourites', withPlayer((_ctx, player) => ok(gamesJson(player.favourites)))),
  route('post', '/main/games/favourites/add', 'main.addFavourite', withPlayer(async ({ request }, player) => {
    const game = await favouriteGame(request);
    if (game instanceof Response) return game;
    if (!player.favourites.includes(game.id)) player.favourites.unshift(game.id);
    return ok(gamesJson(player.favourites));
  })),
  route('post', '/main/games/favourites/remove', 'main.removeFavourite', withPlayer(async ({ request }, player) => {
    const game = await favouriteGame(request);
    if (game instanceof Response) return game;
    player.favourites = player.favourites.filter((id) => id !== game.id);
    return ok(gamesJson(player.favourites));
  })),
  route('get', '/main/games/RecentGames', 'main.getRecentGames', withPlayer((_ctx, player) => ok(gamesJson(player.recentGames)))),

  route('get', '/main/game/demo/:id', 'main.getDemoGame', (ctx) => launch(ctx, 'demo', null)),
  route('get', '/main/game/real/:id', 'main.getRealGame', withPlayer((ctx, player) => launch(ctx, 'real', player))),

  route('get', '/main/menu', 'main.getMenu', () => {
    const groups = getCatalogue().groups;
    const top = (type: 'slot' | 'live') => groups.filter((g) => g.parent === null && g.type === type).map((g) => withChildren(g, groups));
    return ok({ menu: { slots: top('slot'), liveCasino: top('live') } });
  }),
  route('get', '/main/groups', 'main.getGroups', () => ok({ groups: getCatalogue().groups })),

  route('get', '/main/jackpots', 'main.getJackpots', ({ request, world }) => {
    const wanted = (new URL(request.url).searchParams.get('currency') ?? 'eur').toLowerCase();
    if (wanted !== 'eur') return HttpResponse.json({ success: false, error: 'Only EUR jackpots exist', errorCode: 400 }, { status: 400 });
    const jackpots = getCatalogue().jackpots.map((j) => ({ id: j.id, name: j.name, amount: toWireNumber(jackpotAmount(j, world)), currency: j.currency }));
    return ok({ jackpots });
  }),

  ...searchHandlers,
  ...gameHostHandlers,
];
