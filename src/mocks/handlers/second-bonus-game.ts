import { HttpResponse } from 'msw';
import { cents, type Cents } from '@/lib/money';
import { roundOf } from '../seed/bonus-game-round';
import type { BetRecord, PlayerRecord } from '../world/types';
import { ok } from './respond';
import { route, type RouteContext } from './route';
import { prizeGames, prizeJson, type Prize } from './second-prizes';
import { withPlayer } from './session';

/**
 * The bonus game (second API): players climb levels by wagering real money during a round,
 * one ISO week (Monday 00:00 UTC to the next). Both calls need `timestamp` (ms since the
 * epoch, or seconds, or an ISO date), which picks the round; without it they answer 400.
 *
 *   GET bonus-game/progress   { level, points, nextLevelPoints, roundStart, roundEnd }
 *   GET bonus-game/rewards    { bonusGameRewards: [{ id, level, type, amount, game?, createdTime }] }
 *
 * One point per full euro wagered; a level every 10 points. Each level from 2 up earns a reward
 * (REWARD_CYCLE), dated at the bet that reached it. Free-spin rewards name a bonus-game variant
 * ('Golden Aurora low', '... 92', '... dx2'); the app shows and links them without the suffix.
 * The mock lists rewards; it does not credit them.
 */

export const POINTS_PER_LEVEL = 10;
const CENTS_PER_POINT = 100;

type RewardDef = { type: 'freeSpins'; amount: number; game: number; suffix: string } | { type: 'promo'; amount: Cents } | { type: 'loyaltyPoints'; amount: number };
const REWARD_CYCLE: readonly RewardDef[] = [
  { type: 'freeSpins', amount: 10, game: 0, suffix: 'low' },
  { type: 'promo', amount: cents(100) },
  { type: 'freeSpins', amount: 20, game: 1, suffix: '92' },
  { type: 'loyaltyPoints', amount: 100 },
  { type: 'freeSpins', amount: 25, game: 2, suffix: 'dx2' },
];

const badRequest = (error: string) => HttpResponse.json({ success: false, error, errorCode: 400 }, { status: 400 });

/** Milliseconds from the `timestamp` parameter; 10 digits or fewer are seconds. */
function timestampOf({ request }: RouteContext): number | null {
  const raw = (new URL(request.url).searchParams.get('timestamp') ?? '').trim();
  if (!raw) return null;
  const ms = /^\d{1,15}$/.test(raw) ? (raw.length <= 10 ? Number(raw) * 1000 : Number(raw)) : Date.parse(raw);
  return Number.isFinite(ms) ? ms : null;
}

function roundBets(player: PlayerRecord, round: { start: number; end: number }): BetRecord[] {
  return player.bets
    .filter((bet) => {
      const at = Date.parse(bet.createdTime);
      return at >= round.start && at < round.end;
    })
    .sort((a, b) => Date.parse(a.createdTime) - Date.parse(b.createdTime));
}

const levelOf = (points: number) => Math.floor(points / POINTS_PER_LEVEL) + 1;

function rewardFor(level: number, roundStart: number): Prize {
  const def = REWARD_CYCLE[(level - 2) % REWARD_CYCLE.length] ?? { type: 'promo', amount: cents(100) };
  const id = `${new Date(roundStart).toISOString().slice(0, 10)}-${level}`;
  if (def.type === 'promo') return { id, type: 'promo', amount: def.amount };
  if (def.type === 'loyaltyPoints') return { id, type: 'loyaltyPoints', amount: def.amount };
  const games = prizeGames();
  const game = games[def.game % Math.max(1, games.length)]?.translation ?? 'Bonus game';
  return { id, type: 'freeSpins', amount: def.amount, game: `${game} ${def.suffix}` };
}

/** Resolves the round, or answers 400 when the timestamp is missing or not a time. */
function withRound(answer: (player: PlayerRecord, round: { start: number; end: number }) => Response) {
  return withPlayer((ctx, player) => {
    const at = timestampOf(ctx);
    return at === null ? badRequest('timestamp is required (ms since the epoch or an ISO date)') : answer(player, roundOf(at));
  });
}

export const bonusGameHandlers = [
  route('get', '/second/bonus-game/progress', 'second.getBonusGameProgress', withRound((player, round) => {
    const points = Math.floor(roundBets(player, round).reduce((sum, bet) => sum + bet.betAmount, 0) / CENTS_PER_POINT);
    const level = levelOf(points);
    return ok({
      level,
      points,
      nextLevelPoints: level * POINTS_PER_LEVEL,
      roundStart: new Date(round.start).toISOString(),
      roundEnd: new Date(round.end).toISOString(),
    });
  })),
  route('get', '/second/bonus-game/rewards', 'second.getBonusGameRewards', withRound((player, round) => {
    const rewards: (ReturnType<typeof prizeJson> & { level: number; createdTime: string })[] = [];
    let wagered = 0;
    for (const bet of roundBets(player, round)) {
      const before = levelOf(Math.floor(wagered / CENTS_PER_POINT));
      wagered += bet.betAmount;
      const after = levelOf(Math.floor(wagered / CENTS_PER_POINT));
      for (let level = before + 1; level <= after; level += 1) rewards.push({ ...prizeJson(rewardFor(level, round.start)), level, createdTime: bet.createdTime });
    }
    return ok({ bonusGameRewards: rewards.reverse() });
  })),
];
