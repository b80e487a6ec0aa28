import { cents } from '@/lib/money';
import type { BetRecord } from '../world/types';
import { getCatalogue } from './catalogue';
import { DAY_MS } from './random';

const WEEK_MS = 7 * DAY_MS;

/** The bonus-game round holding a moment: one ISO week, Monday 00:00 UTC to the next. */
export function roundOf(at: number): { start: number; end: number } {
  const day = Math.floor(at / DAY_MS) * DAY_MS;
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  const start = day - sinceMonday * DAY_MS;
  return { start, end: start + WEEK_MS };
}

/** What the regular player has wagered this round, in cents: 52 € in five bets. */
const ROUND_BETS = [1_200, 900, 1_400, 700, 1_000];

/**
 * The regular player's real-money bets of the running round (README "Seeded players"): 52
 * points, so level 6 with 8 points to level 7 and a reward for each of levels 2 to 6, one of
 * each kind and a free-spin game with each name suffix (src/mocks/handlers/second-bonus-game.ts).
 * Spread between the round's start and the world's creation, so they fall in the running round
 * whatever the day.
 */
export function currentRoundBets(now: number): BetRecord[] {
  const { start } = roundOf(now);
  const slots = getCatalogue().games.filter((game) => game.type === 'slot');
  return ROUND_BETS.map((bet, i) => {
    const game = slots[(i * 7) % Math.max(1, slots.length)];
    return {
      id: `bg-${i + 1}`,
      gameId: game?.id ?? 0,
      productTranslation: game?.translation ?? 'Kasino',
      betAmount: cents(bet),
      winAmount: cents(i % 2 === 0 ? 0 : bet * 2),
      createdTime: new Date(start + Math.floor(((now - start) * (i + 1)) / (ROUND_BETS.length + 1))).toISOString(),
    };
  });
}
