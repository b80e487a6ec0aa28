import { addCents, toWireNumber } from '@/lib/money';
import { fail, ok } from './respond';
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

/** An ISO 8601 instant with a zone (what the app sends), or null. */
function instantParam(params: URLSearchParams, name: string): number | null | 'bad' {
  const raw = params.get(name);
  if (raw === null || raw === '') return null;
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) ? Date.parse(raw) : NaN;
  return Number.isFinite(time) ? time : 'bad';
}

/**
 * The game-action filters (docs/decisions.md "Wallet"): `startTime` inclusive, `endTime`
 * exclusive, either may be left out; a malformed one or an end before the start is refused
 * with 195 (validate field, spec 8).
 */
export function gameActionWindow(request: Request): { start: number; end: number } | 'bad' {
  const params = new URL(request.url).searchParams;
  const start = instantParam(params, 'startTime');
  const end = instantParam(params, 'endTime');
  if (start === 'bad' || end === 'bad') return 'bad';
  if (start !== null && end !== null && end < start) return 'bad';
  return { start: start ?? -Infinity, end: end ?? Infinity };
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

  route('get', '/main/transactions/games', 'main.getGameTransactionsPages', withPlayer(({ request }, player) => {
    const span = gameActionWindow(request);
    if (span === 'bad') return fail(195, 'Invalid filter');
    const inWindow = player.bets.filter((b) => {
      const time = Date.parse(b.createdTime);
      return time >= span.start && time < span.end;
    });
    return ok(paginate(newestFirst(inWindow), pageParam(request), (b) => ({
      id: b.id,
      winAmount: toWireNumber(b.winAmount),
      betAmount: toWireNumber(b.betAmount),
      productTranslation: b.productTranslation,
      currency: 'EUR',
      createdTime: b.createdTime,
    })));
  })),
];
