import { addCents, toWireNumber } from '@/lib/money';
import { ok } from './respond';
import { route } from './route';
import { withPlayer } from './session';

export const PAGE_SIZE = 10;

/** The `page` query parameter; anything that is not a positive whole number is page 1. */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get('page') ?? '';
  return /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
}

/** One page of a list; a page past the end is empty rather than an error. */
export function paginate<T, U>(items: readonly T[], page: number, toJson: (item: T) => U) {
  return {
    page,
    pageCount: Math.max(1, Math.ceil(items.length / PAGE_SIZE)),
    count: items.length,
    transactions: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(toJson),
  };
}

const newestFirst = <T extends { createdTime: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => Date.parse(b.createdTime) - Date.parse(a.createdTime));

export const transactionsHandlers = [
  route('get', '/main/transactions/deposits', 'main.getDepositsTransactionsPages', withPlayer(({ request }, player) => {
    const body = paginate(newestFirst(player.deposits), pageParam(request), (d) => ({
      id: d.id,
      status: d.status,
      amount: toWireNumber(d.amount),
      currency: 'EUR',
      method: d.method,
      createdTime: d.createdTime,
    }));
    if (new URL(request.url).searchParams.get('includeTotalAmounts') !== 'true') return ok(body);
    const totalAmounts = {
      deposits: toWireNumber(addCents(...player.deposits.filter((d) => d.status === 'ok').map((d) => d.amount))),
      withdrawals: toWireNumber(addCents(...player.withdrawals.filter((w) => w.status !== 'cancelled').map((w) => w.amount))),
    };
    return ok({ ...body, totalAmounts });
  })),

  route('get', '/main/transactions/withdrawals', 'main.getWithdrawsTransactionsPages', withPlayer(({ request }, player) =>
    ok(paginate(newestFirst(player.withdrawals), pageParam(request), (w) => ({
      id: w.id,
      reference: w.reference,
      status: w.status,
      amount: toWireNumber(w.amount),
      currency: 'EUR',
      method: w.method,
      createdTime: w.createdTime,
    }))),
  )),

  route('get', '/main/transactions/games', 'main.getGameTransactionsPages', withPlayer(({ request }, player) =>
    ok(paginate(newestFirst(player.bets), pageParam(request), (b) => ({
      id: b.id,
      winAmount: toWireNumber(b.winAmount),
      betAmount: toWireNumber(b.betAmount),
      productTranslation: b.productTranslation,
      currency: 'EUR',
      createdTime: b.createdTime,
    }))),
  )),
];
