import { getDepositsTransactionsPages, getGameTransactionsPages, getWithdrawsTransactionsPages } from '@/api/main/transactions';
import { cents } from '@/lib/money';
import { HISTORY_PLAYER, transactionHistory } from '@/mocks/seed/transaction-history';
import type { BetRecord } from '@/mocks/world/types';
import { REGULAR, signIn } from './session';

const bet = (id: string, createdTime: string): BetRecord => ({ id, gameId: 1, productTranslation: 'Book of Kasino', betAmount: cents(100), winAmount: cents(0), createdTime });

describe('game-action filters (startTime inclusive, endTime exclusive)', () => {
  beforeEach(() => {
    const player = signIn(REGULAR);
    player.bets = [
      bet('jan', '2026-01-15T10:00:00.000Z'),
      bet('feb-start', '2026-02-01T00:00:00.000Z'),
      bet('feb', '2026-02-14T10:00:00.000Z'),
      bet('mar-start', '2026-03-01T00:00:00.000Z'),
      bet('mar', '2026-03-10T10:00:00.000Z'),
    ];
  });

  const ids = async (filters: { startTime?: string; endTime?: string }, page = 1) => {
    const result = await getGameTransactionsPages(page, filters);
    if (!result.success) throw new Error(`${result.errorCode} ${result.error}`);
    return { ids: result.data.items.map((b) => b.id), count: result.data.count, pageCount: result.data.pageCount };
  };

  it('narrow the list to the range, newest first, and count only what is in it', async () => {
    expect(await ids({ startTime: '2026-02-01T00:00:00.000Z', endTime: '2026-03-01T00:00:00.000Z' })).toEqual({ ids: ['feb', 'feb-start'], count: 2, pageCount: 1 });
    expect(await ids({ startTime: '2026-02-14T10:00:00.000Z' })).toEqual({ ids: ['mar', 'mar-start', 'feb'], count: 3, pageCount: 1 });
    expect(await ids({ endTime: '2026-02-01T00:00:00.000Z' })).toEqual({ ids: ['jan'], count: 1, pageCount: 1 });
    expect(await ids({})).toMatchObject({ count: 5 });
    // An offset names the same instant; the end is exclusive (feb is at exactly 12:00+02:00).
    expect(await ids({ startTime: '2026-02-01T02:00:00+02:00', endTime: '2026-02-14T12:00:00+02:00' })).toEqual({ ids: ['feb-start'], count: 1, pageCount: 1 });
    expect(await ids({ startTime: '2026-02-01T02:00:00+02:00', endTime: '2026-02-14T12:00:01+02:00' })).toEqual({ ids: ['feb', 'feb-start'], count: 2, pageCount: 1 });
  });

  it('refuse a malformed time or an end before the start with 195', async () => {
    for (const filters of [{ startTime: 'yesterday' }, { endTime: '2026-02-01' }, { startTime: '2026-03-01T00:00:00Z', endTime: '2026-02-01T00:00:00Z' }]) {
      expect(await getGameTransactionsPages(1, filters)).toMatchObject({ success: false, errorCode: 195 });
    }
  });
});

describe('the transaction-history player', () => {
  it('has more than a page of each list over more than 12 months, pending withdrawals, and all-time totals', async () => {
    signIn(HISTORY_PLAYER.userId);
    const seed = transactionHistory(Date.now());
    const deposits = await getDepositsTransactionsPages({ includeTotalAmounts: true });
    const withdrawals = await getWithdrawsTransactionsPages();
    const games = await getGameTransactionsPages();
    if (!deposits.success || !withdrawals.success || !games.success) throw new Error('a list failed');
    for (const list of [deposits.data, withdrawals.data, games.data]) expect(list.pageCount).toBeGreaterThan(1);
    expect(deposits.data.count).toBe(seed.deposits.length);
    expect(withdrawals.data.items.filter((w) => w.status === 'pending').length).toBeGreaterThan(0);
    const oldest = (times: string[]) => Math.min(...times.map(Date.parse));
    const yearAgo = Date.now() - 366 * 86_400_000;
    for (const list of [seed.deposits, seed.withdrawals, seed.bets]) expect(oldest(list.map((t) => t.createdTime))).toBeLessThan(yearAgo);
    const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);
    expect(deposits.data.totalAmounts).toEqual({
      deposits: sum(seed.deposits.filter((d) => d.status === 'ok').map((d) => d.amount)),
      withdrawals: sum(seed.withdrawals.filter((w) => w.status !== 'cancelled').map((w) => w.amount)),
    });
  });
});
