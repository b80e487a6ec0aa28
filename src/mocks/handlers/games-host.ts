import { HttpResponse } from 'msw';
import { cents, toWireNumber } from '@/lib/money';
import { getCatalogue } from '../seed/catalogue';
import type { World } from '../world/types';
import { now } from '../world/worlds';
import { coolOffActive } from './deposit-rules';
import { gameHostLanguageOf, gameHostUrl, gameSessionOf, ROUND_BET, ROUND_WINS, type GameSession, type RoundOutcome } from './games-rules';
import { gameHostPage } from './games-host-page';
import { fail, formOf, ok, text } from './respond';
import { route } from './route';

/**
 * The mock game provider: the page a launch URL opens (GET /game-host/{slug}?token=...) and
 * its rounds (POST /game-host/round, form or JSON field `token`). Like a real provider it
 * knows no session cookie: the launch token is the key.
 *
 * A round bets 1.00 EUR and wins by the fixed sequence in games-rules.ts. Real mode moves the
 * player's cash and records a bet (productTranslation = the game's name); it is refused with
 * 121 when cash is below the bet and 217 under cool-off. Demo mode plays with 1000.00 of play
 * money kept per token. The answer is JSON { round, bet, win, balance, currency, mode }
 * (euros), or, for a plain form post without script, a 303 back to the page.
 */

type Refusal = { errorCode: number; error: string };

function playRound(world: World, session: GameSession): RoundOutcome | Refusal {
  const win = ROUND_WINS[session.rounds % ROUND_WINS.length] ?? cents(0);
  if (session.mode === 'demo') {
    if (session.demoBalance < ROUND_BET) return { errorCode: 121, error: 'Not enough play money' };
    session.demoBalance = cents(session.demoBalance + win - ROUND_BET);
    session.rounds += 1;
    return { round: session.rounds, win, balance: session.demoBalance };
  }
  const player = world.players.find((p) => p.userId === session.userId);
  if (!player) return { errorCode: 115, error: 'Not logged in' };
  if (coolOffActive(world, player)) return { errorCode: 217, error: 'Cool-off in force' };
  if (player.cash < ROUND_BET) return { errorCode: 121, error: 'Not enough money' };
  const game = getCatalogue().gameById.get(session.gameId);
  player.cash = cents(player.cash + win - ROUND_BET);
  world.nextId += 1;
  player.bets.push({
    id: `bet-${world.nextId}`,
    gameId: session.gameId,
    productTranslation: game?.translation ?? String(session.gameId),
    betAmount: ROUND_BET,
    winAmount: win,
    createdTime: now(world).toISOString(),
  });
  session.rounds += 1;
  return { round: session.rounds, win, balance: player.cash };
}

const balanceOf = (world: World, session: GameSession) =>
  session.mode === 'demo' ? session.demoBalance : (world.players.find((p) => p.userId === session.userId)?.cash ?? cents(0));

const wantsJson = (request: Request) => {
  const accept = request.headers.get('accept') ?? '';
  return accept.includes('application/json') || !accept.includes('text/html');
};

export const gameHostHandlers = [
  route('get', '/game-host/:slug', 'gameHost.page', ({ request, world, params }) => {
    const search = new URL(request.url).searchParams;
    const session = gameSessionOf(world, search.get('token') ?? '');
    const game = session ? getCatalogue().gameById.get(session.gameId) : undefined;
    // Without a session the page's language is the link's own.
    if (!session || !game || game.slug !== params.slug) return gameHostPage({ kind: 'notFound', language: gameHostLanguageOf(search.get('lang')) });
    return gameHostPage({ kind: 'game', game, session, balance: balanceOf(world, session) });
  }),

  route('post', '/game-host/round', 'gameHost.round', async ({ request, world }) => {
    const session = gameSessionOf(world, text(await formOf(request), 'token'));
    if (!session) return fail(131, 'Game session not found', undefined, 404);
    const outcome = playRound(world, session);
    session.last = 'errorCode' in outcome ? outcome : { outcome };
    if (!wantsJson(request)) {
      const game = getCatalogue().gameById.get(session.gameId);
      const back = game ? gameHostUrl(new URL(request.url).origin, game, session) : '/';
      return new HttpResponse(null, { status: 303, headers: { Location: back } });
    }
    if ('errorCode' in outcome) return fail(outcome.errorCode, outcome.error);
    return ok({ round: outcome.round, bet: toWireNumber(ROUND_BET), win: toWireNumber(outcome.win), balance: toWireNumber(outcome.balance), currency: 'EUR', mode: session.mode });
  }),
];
