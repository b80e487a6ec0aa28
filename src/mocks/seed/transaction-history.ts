import { cents, type Cents } from '@/lib/money';
import type { BetRecord, DepositRecord, WithdrawalRecord } from '../world/types';
import { getCatalogue } from './catalogue';
import { createRandom, DAY_MS } from './random';

/**
 * The transaction-history player (README "Seeded players"): more than a page of deposits
 * (some failed, one pending), withdrawals (two pending, one cancelled) and game actions, spread
 * over about 15 months, so the transaction pages paginate and the net position's 12 months are
 * full on the first login. Deterministic for a given day: every time is a whole minute between
 * 08:00 and 20:59 UTC of a day counted back from yesterday, so the same day gives the same
 * history (e2e/transactions.spec.ts computes its expectations from this function) and no time
 * sits near midnight in Finland or Estonia, where a month could tip.
 */
export const HISTORY_PLAYER = {
  userId: 1010,
  email: 'history@kasino.test',
  nickName: 'Kirjanpitäjä',
  firstName: 'Kaisa',
  lastName: 'Kirjanpito',
} as const;

export type TransactionHistory = { deposits: DepositRecord[]; withdrawals: WithdrawalRecord[]; bets: BetRecord[] };

const DEPOSIT_AMOUNTS = [1_000, 2_000, 2_500, 5_000, 7_500, 10_000, 1_250, 3_490].map(cents);
const WITHDRAWAL_AMOUNTS = [3_000, 5_000, 8_000, 12_000, 20_000, 4_550].map(cents);
const BET_AMOUNTS = [50, 100, 200, 500, 1_000].map(cents);

export function transactionHistory(now: number): TransactionHistory {
  const random = createRandom(1010);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  /** A time `daysAgo` (at least 1) days before today, at 08:00-20:59 UTC. */
  const at = (daysAgo: number) => new Date(today - daysAgo * DAY_MS + random.int(8, 20) * 3_600_000 + random.int(0, 59) * 60_000).toISOString();
  const games = getCatalogue(now).games.slice(0, 6);

  const deposits = Array.from({ length: 28 }, (_, i): DepositRecord => ({
    id: `h-d-${i + 1}`,
    status: i === 0 ? 'pending' : [5, 13, 21].includes(i) ? 'failed' : 'ok',
    amount: random.pick(DEPOSIT_AMOUNTS),
    method: 'bank',
    createdTime: at(2 + i * 16 + random.int(0, 6)),
  }));

  const withdrawals = Array.from({ length: 14 }, (_, i): WithdrawalRecord => ({
    id: `h-w-${i + 1}`,
    reference: `HW${1000 + i}`,
    status: i < 2 ? 'pending' : i === 6 ? 'cancelled' : 'ok',
    amount: random.pick(WITHDRAWAL_AMOUNTS),
    method: 'bank',
    createdTime: at(1 + i * 31 + random.int(0, 9)),
  }));

  const bets = Array.from({ length: 40 }, (_, i): BetRecord => {
    const game = random.pick(games);
    const bet: Cents = random.pick(BET_AMOUNTS);
    return {
      id: `h-b-${i + 1}`,
      gameId: game?.id ?? 0,
      productTranslation: game?.translation ?? 'Kasino',
      betAmount: bet,
      winAmount: random.chance(0.4) ? cents(bet * random.int(1, 12)) : cents(0),
      createdTime: at(1 + i * 11 + random.int(0, 5)),
    };
  });

  return { deposits, withdrawals, bets };
}
