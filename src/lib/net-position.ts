import { addCents, cents, type Cents } from './money';

/**
 * The player's net position (deposits minus withdrawals) month by month. The main API gives
 * totals over all time (`includeTotalAmounts` on the deposit list, spec 7.1) but no monthly
 * figures, so the months are summed here from the two transaction lists (docs/decisions.md,
 * "Wallet"). Pure: the time zone and "now" are arguments, amounts are whole cents, and every
 * sum goes through addCents (exact integers, checked), never through floats.
 */

/** A calendar month, 'YYYY-MM': sorts as text in time order. */
export type MonthKey = string;

/** What the sums need of a transaction (a deposit or a withdrawal as the schemas give them). */
export type Movement = { status: string; amount: Cents; createdTime: string };

/** Spec 3: only a deposit whose status is "ok" counts as successful. */
export const countsAsDeposit = (status: string): boolean => status === 'ok';

/**
 * A withdrawal counts once it has been asked for and not undone: paid out ("ok") or still
 * "pending" (the money has left the withdrawable balance). Cancelled, failed, declined or an
 * unknown status do not count. The same rule as the backend's totals (the mock's includeTotalAmounts).
 */
export const countsAsWithdrawal = (status: string): boolean => status === 'ok' || status === 'pending';

const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthFormat(timeZone: string): Intl.DateTimeFormat {
  let format = monthFormats.get(timeZone);
  if (!format) monthFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' })));
  return format;
}

/** The calendar month of an instant in a time zone (the player's own: a deposit at 00:30 on the 1st local time is that month's). */
export function monthKeyOf(instant: Date | string, timeZone: string): MonthKey {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a time: ${String(instant)}`);
  const parts = monthFormat(timeZone).formatToParts(date);
  const year = parts.find((p) => p.type === 'year')?.value ?? '';
  const month = parts.find((p) => p.type === 'month')?.value ?? '';
  return `${year.padStart(4, '0')}-${month}`;
}

/** Year and month (1-12) of a key. */
export function monthParts(key: MonthKey): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) throw new RangeError(`Not a month: ${key}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

const keyOf = (year: number, month: number): MonthKey => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** The month `offset` months after (or before, negative) a month. */
export function addMonths(key: MonthKey, offset: number): MonthKey {
  const { year, month } = monthParts(key);
  const index = year * 12 + (month - 1) + offset;
  return keyOf(Math.floor(index / 12), (index % 12) + 1);
}

/** "The last 12 months": the current month (to date) and the ones before it, oldest first. */
export function lastMonths(now: Date, count: number, timeZone: string): MonthKey[] {
  const current = monthKeyOf(now, timeZone);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - (count - 1)));
}

export type MonthFigures = { month: MonthKey; deposits: Cents; withdrawals: Cents; net: Cents };
export type NetPosition = {
  months: MonthFigures[];
  deposits: Cents;
  withdrawals: Cents;
  /** Of the withdrawals, what is still pending (it may yet be cancelled). */
  pendingWithdrawals: Cents;
  net: Cents;
};

/** Deposits minus withdrawals, exact (the difference of two safe integers, checked to stay one). */
export const netOf = (deposits: Cents, withdrawals: Cents): Cents => cents(deposits - withdrawals);

/**
 * Sums the counted deposits and withdrawals per month of the window (oldest first, as
 * lastMonths gives it); what falls outside the window is left out. The months add up to the
 * totals by construction: each total is the sum of its months.
 */
export function monthlyNetPosition({ deposits, withdrawals, months, timeZone }: { deposits: readonly Movement[]; withdrawals: readonly Movement[]; months: readonly MonthKey[]; timeZone: string }): NetPosition {
  const index = new Map(months.map((month, i) => [month, i]));
  const depositSums: Cents[][] = months.map(() => []);
  const withdrawalSums: Cents[][] = months.map(() => []);
  const pending: Cents[] = [];
  for (const deposit of deposits) {
    const i = countsAsDeposit(deposit.status) ? index.get(monthKeyOf(deposit.createdTime, timeZone)) : undefined;
    if (i !== undefined) depositSums[i]?.push(deposit.amount);
  }
  for (const withdrawal of withdrawals) {
    const i = countsAsWithdrawal(withdrawal.status) ? index.get(monthKeyOf(withdrawal.createdTime, timeZone)) : undefined;
    if (i === undefined) continue;
    withdrawalSums[i]?.push(withdrawal.amount);
    if (withdrawal.status === 'pending') pending.push(withdrawal.amount);
  }
  const figures = months.map((month, i): MonthFigures => {
    const d = addCents(...(depositSums[i] ?? []));
    const w = addCents(...(withdrawalSums[i] ?? []));
    return { month, deposits: d, withdrawals: w, net: netOf(d, w) };
  });
  const totalDeposits = addCents(...figures.map((m) => m.deposits));
  const totalWithdrawals = addCents(...figures.map((m) => m.withdrawals));
  return { months: figures, deposits: totalDeposits, withdrawals: totalWithdrawals, pendingWithdrawals: addCents(...pending), net: netOf(totalDeposits, totalWithdrawals) };
}

/**
 * Whether a page of a newest-first list reaches past the window's first month: every item on
 * it is older, so later pages cannot hold anything of the window. (A page with items on both
 * sides is still read, and one more after it, so an order that is only roughly newest-first
 * loses nothing.)
 */
export function pageIsBeforeWindow(items: readonly { createdTime: string }[], firstMonth: MonthKey, timeZone: string): boolean {
  return items.length > 0 && items.every((item) => monthKeyOf(item.createdTime, timeZone) < firstMonth);
}

/** The largest figure (deposits or withdrawals) of any month of the window; 0 when it holds none. */
export function largestFigure(months: readonly MonthFigures[]): Cents {
  return cents(Math.max(0, ...months.map((m) => Math.max(m.deposits, m.withdrawals))));
}

/** Multipliers of a power of ten that read as round amounts on an axis. */
const ROUND = [1, 2, 2.5, 5] as const;
const MIN_STEPS = 2;
const MAX_STEPS = 4;

/**
 * The chart's value scale for its largest figure: the gridlines above the base line (2 to 4 of
 * them, ascending), evenly spaced by a round step (1, 2, 2.5 or 5 × 10^n euros, in whole cents),
 * the last one (the top, which the bars are drawn against) at least the largest figure so no bar
 * overflows. Of those scales, the one with the lowest top, so the tallest bar comes as near it as
 * round numbers allow; on a tie the fewer lines (0, 500 €, 1 000 € rather than steps of 250 €).
 * 2.5 is left out below 25 €: a "2,5 €" label needs a decimal the other steps do not. Empty
 * when there is nothing to scale.
 */
export function valueScale(largest: number): Cents[] {
  if (!(largest > 0)) return [];
  let best = { step: 0, count: 0 };
  const top = () => best.step * best.count;
  for (let decade = 1; best.step === 0 || 2 * decade <= top(); decade *= 10) {
    for (const round of ROUND) {
      const step = round * decade;
      if (round === 2.5 && step < 2_500) continue;
      const count = Math.max(MIN_STEPS, Math.ceil(largest / step));
      // The top never falls below two steps: from here on no step can beat the best one.
      if (best.step > 0 && 2 * step > top()) break;
      if (count <= MAX_STEPS && (best.step === 0 || step * count <= top())) best = { step, count };
    }
  }
  return Array.from({ length: best.count }, (_, i) => cents(best.step * (i + 1)));
}

/** The height of each month's bars as a share (0..1) of the scale's top (valueScale's last line); presentation only. */
export function barShares(months: readonly MonthFigures[], top: number): { deposits: number; withdrawals: number }[] {
  return months.map((m) => (top > 0 ? { deposits: Math.min(1, m.deposits / top), withdrawals: Math.min(1, m.withdrawals / top) } : { deposits: 0, withdrawals: 0 }));
}

/** The month with the most of a kind (the earliest on a tie), or null when the window has none. */
export function peakMonth(months: readonly MonthFigures[], kind: 'deposits' | 'withdrawals'): MonthFigures | null {
  let peak: MonthFigures | null = null;
  for (const month of months) if (month[kind] > 0 && (peak === null || month[kind] > peak[kind])) peak = month;
  return peak;
}
