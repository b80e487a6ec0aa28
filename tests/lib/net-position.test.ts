import fc from 'fast-check';
import { cents, type Cents } from '@/lib/money';
import {
  addMonths,
  barShares,
  countsAsDeposit,
  largestFigure,
  countsAsWithdrawal,
  lastMonths,
  monthKeyOf,
  monthlyNetPosition,
  pageIsBeforeWindow,
  peakMonth,
  valueScale,
  type Movement,
} from '@/lib/net-position';

const HELSINKI = 'Europe/Helsinki';
/** Months from January 2025 with these deposits and withdrawals. */
const figures = (pairs: [number, number][]) => pairs.map(([d, w], i) => ({ month: addMonths('2025-01', i), deposits: cents(d), withdrawals: cents(w), net: cents(d - w) }));
const at = (iso: string, amount: number, status = 'ok'): Movement => ({ status, amount: cents(amount), createdTime: iso });

describe('months', () => {
  it('put an instant in the month of the given time zone', () => {
    // 00:30 on 1 March in Helsinki is still February in UTC.
    expect(monthKeyOf('2025-02-28T22:30:00Z', HELSINKI)).toBe('2025-03');
    expect(monthKeyOf('2025-02-28T22:30:00Z', 'UTC')).toBe('2025-02');
    // Summer time: UTC+3.
    expect(monthKeyOf('2025-06-30T21:00:00Z', HELSINKI)).toBe('2025-07');
    expect(monthKeyOf('2025-06-30T20:59:59Z', HELSINKI)).toBe('2025-06');
    expect(() => monthKeyOf('not a time', HELSINKI)).toThrow(RangeError);
  });

  it('count back twelve months, this one last, across a year', () => {
    expect(lastMonths(new Date('2026-01-15T12:00:00Z'), 12, HELSINKI)).toEqual([
      '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01',
    ]);
    // 31 December 23:30 UTC is already January in Helsinki.
    expect(lastMonths(new Date('2025-12-31T23:30:00Z'), 3, HELSINKI)).toEqual(['2025-11', '2025-12', '2026-01']);
  });

  it('step months forward and back exactly (property)', () => {
    const month = fc.tuple(fc.integer({ min: 1000, max: 9000 }), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(month, fc.integer({ min: -5000, max: 5000 }), (key, offset) => {
        const moved = addMonths(key, offset);
        expect(/^\d{4}-(0[1-9]|1[0-2])$/.test(moved)).toBe(true);
        expect(addMonths(moved, -offset)).toBe(key);
        // Keys sort as text in time order.
        expect(Math.sign(moved.localeCompare(key))).toBe(Math.sign(offset));
      }),
    );
  });
});

describe('what counts', () => {
  it('counts a deposit only when "ok" (spec 3), a withdrawal when paid out or pending', () => {
    expect(['ok', 'pending', 'failed', 'declined', 'cancelled', 'OK'].filter(countsAsDeposit)).toEqual(['ok']);
    expect(['ok', 'pending', 'failed', 'declined', 'cancelled', 'weird'].filter(countsAsWithdrawal)).toEqual(['ok', 'pending']);
  });
});

describe('monthlyNetPosition', () => {
  const months = ['2025-01', '2025-02', '2025-03'];

  it('sums the counted movements per month of the window and leaves the rest out', () => {
    const position = monthlyNetPosition({
      months,
      timeZone: HELSINKI,
      deposits: [
        at('2025-01-05T10:00:00Z', 5_000),
        at('2025-01-20T10:00:00Z', 1_250),
        at('2025-01-21T10:00:00Z', 9_999, 'failed'),
        at('2025-02-28T22:30:00Z', 700), // March in Helsinki
        at('2024-12-31T21:59:00Z', 100), // 23:59 on 31 December in Helsinki: before the window
        at('2025-04-01T10:00:00Z', 100), // after it
      ],
      withdrawals: [
        at('2025-02-10T10:00:00Z', 3_000),
        at('2025-03-10T10:00:00Z', 2_000, 'pending'),
        at('2025-03-11T10:00:00Z', 4_000, 'cancelled'),
      ],
    });
    expect(position.months).toEqual([
      { month: '2025-01', deposits: 6_250, withdrawals: 0, net: 6_250 },
      { month: '2025-02', deposits: 0, withdrawals: 3_000, net: -3_000 },
      { month: '2025-03', deposits: 700, withdrawals: 2_000, net: -1_300 },
    ]);
    expect(position).toMatchObject({ deposits: 6_950, withdrawals: 5_000, pendingWithdrawals: 2_000, net: 1_950 });
  });

  it('is all zeros with no history', () => {
    const position = monthlyNetPosition({ months, timeZone: HELSINKI, deposits: [], withdrawals: [] });
    expect(position).toEqual({ months: months.map((month) => ({ month, deposits: 0, withdrawals: 0, net: 0 })), deposits: 0, withdrawals: 0, pendingWithdrawals: 0, net: 0 });
  });

  describe('properties', () => {
    const window = lastMonths(new Date('2026-01-15T12:00:00Z'), 12, 'UTC');
    // Times from a year before the window to a month after it, to the second.
    const time = fc.integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2026-02-28T23:59:59Z') }).map((ms) => new Date(ms - (ms % 1000)).toISOString());
    // Up to 2^46 cents each: fifty of them stay within exact integers, and near its top a float sum of euros would lose cents.
    const amount = fc.integer({ min: 0, max: 2 ** 46 });
    const movement = fc.record({ status: fc.constantFrom('ok', 'pending', 'failed', 'cancelled', 'declined'), amount: amount.map(cents), createdTime: time });
    const lists = fc.record({ deposits: fc.array(movement, { maxLength: 50 }), withdrawals: fc.array(movement, { maxLength: 50 }) });

    /** The reference: BigInt sums (they cannot round) over the ISO month, the UTC calendar month. */
    const reference = (items: readonly Movement[], counts: (status: string) => boolean) => {
      const sums = new Map(window.map((m) => [m, 0n]));
      for (const item of items) {
        const month = item.createdTime.slice(0, 7);
        if (counts(item.status) && sums.has(month)) sums.set(month, (sums.get(month) ?? 0n) + BigInt(item.amount));
      }
      return sums;
    };

    it('the months add up to the totals, and net is deposits minus withdrawals, each month and overall', () => {
      fc.assert(
        fc.property(lists, ({ deposits, withdrawals }) => {
          const position = monthlyNetPosition({ deposits, withdrawals, months: window, timeZone: 'UTC' });
          const sum = (pick: (m: (typeof position.months)[number]) => Cents) => position.months.reduce((total, m) => total + BigInt(pick(m)), 0n);
          expect(BigInt(position.deposits)).toBe(sum((m) => m.deposits));
          expect(BigInt(position.withdrawals)).toBe(sum((m) => m.withdrawals));
          expect(BigInt(position.net)).toBe(sum((m) => m.net));
          expect(BigInt(position.net)).toBe(BigInt(position.deposits) - BigInt(position.withdrawals));
          for (const m of position.months) expect(BigInt(m.net)).toBe(BigInt(m.deposits) - BigInt(m.withdrawals));
          expect(position.months.map((m) => m.month)).toEqual(window);
        }),
      );
    });

    it('every figure is exact whole cents: equal to BigInt sums of the counted amounts', () => {
      fc.assert(
        fc.property(lists, ({ deposits, withdrawals }) => {
          const position = monthlyNetPosition({ deposits, withdrawals, months: window, timeZone: 'UTC' });
          const expectedDeposits = reference(deposits, countsAsDeposit);
          const expectedWithdrawals = reference(withdrawals, countsAsWithdrawal);
          for (const m of position.months) {
            expect(Number.isSafeInteger(m.deposits) && Number.isSafeInteger(m.withdrawals) && Number.isSafeInteger(m.net)).toBe(true);
            expect(BigInt(m.deposits)).toBe(expectedDeposits.get(m.month));
            expect(BigInt(m.withdrawals)).toBe(expectedWithdrawals.get(m.month));
          }
          const pending = withdrawals.filter((w) => w.status === 'pending' && window.includes(w.createdTime.slice(0, 7))).reduce((t, w) => t + BigInt(w.amount), 0n);
          expect(BigInt(position.pendingWithdrawals)).toBe(pending);
        }),
      );
    });

    it('does not depend on the order the lists come in', () => {
      fc.assert(
        fc.property(lists, fc.integer(), ({ deposits, withdrawals }, seed) => {
          const shuffle = <T>(items: readonly T[]) => items.map((item, i) => ({ item, key: (i * 7919 + seed) % 1009 })).sort((a, b) => a.key - b.key).map((x) => x.item);
          expect(monthlyNetPosition({ deposits: shuffle(deposits), withdrawals: shuffle(withdrawals), months: window, timeZone: 'UTC' })).toEqual(
            monthlyNetPosition({ deposits, withdrawals, months: window, timeZone: 'UTC' }),
          );
        }),
      );
    });
  });
});

describe('reading pages', () => {
  it('stops only at a page that lies wholly before the window', () => {
    const page = (...isos: string[]) => isos.map((createdTime) => ({ createdTime }));
    // 23:00 on 31 January in Helsinki: all of the page is before a window from February.
    expect(pageIsBeforeWindow(page('2025-01-31T21:00:00Z', '2024-12-01T10:00:00Z'), '2025-02', HELSINKI)).toBe(true);
    // 00:30 on 1 February: one item is in the window, so the next page may hold more.
    expect(pageIsBeforeWindow(page('2025-01-31T22:30:00Z', '2024-12-01T10:00:00Z'), '2025-02', HELSINKI)).toBe(false);
    expect(pageIsBeforeWindow(page('2024-12-01T10:00:00Z', '2025-03-02T10:00:00Z'), '2025-03', HELSINKI)).toBe(false);
    expect(pageIsBeforeWindow([], '2025-02', HELSINKI)).toBe(false);
  });
});

describe('bars and peaks', () => {
  it('scale every bar to the top of the value scale, never past it', () => {
    expect(barShares(figures([[5_000, 2_500], [0, 10_000]]), 20_000)).toEqual([{ deposits: 0.25, withdrawals: 0.125 }, { deposits: 0, withdrawals: 0.5 }]);
    expect(barShares(figures([[0, 0]]), 0)).toEqual([{ deposits: 0, withdrawals: 0 }]);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(10 ** 12), fc.nat(10 ** 12)), { minLength: 1, maxLength: 24 }), (pairs) => {
        const months = figures(pairs);
        const scale = valueScale(largestFigure(months));
        const top = scale[scale.length - 1] ?? 0;
        const shares = barShares(months, top).flatMap((s) => [s.deposits, s.withdrawals]);
        expect(shares.every((s) => s >= 0 && s <= 1)).toBe(true);
        // Each bar is its figure over the top: a bar exactly on a gridline reaches that line.
        pairs.forEach(([d, w], i) => expect(shares.slice(2 * i, 2 * i + 2)).toEqual(top > 0 ? [d / top, w / top] : [0, 0]));
      }),
    );
  });

  it('name the month with the most, the earliest on a tie, none when all are zero', () => {
    const months = figures([[100, 0], [300, 50], [300, 0]]);
    expect(peakMonth(months, 'deposits')?.month).toBe('2025-02');
    expect(peakMonth(months, 'withdrawals')?.month).toBe('2025-02');
    expect(peakMonth(figures([[0, 0]]), 'deposits')).toBeNull();
  });
});

describe('the value scale', () => {
  /** Every round step the scale may use, in cents, up to 10^17 (1, 2, 2.5 from 25 € on, 5 × 10^n). */
  const roundSteps = Array.from({ length: 18 }, (_, n) => 10 ** n).flatMap((decade) => [decade, 2 * decade, ...(2.5 * decade >= 2_500 ? [2.5 * decade] : []), 5 * decade]);
  /** Maxima over fifteen orders of magnitude (a uniform draw would hardly ever be small), and any up to 2^50 cents. */
  const largest = fc.oneof(
    fc.tuple(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 0, max: 9 })).map(([m, e]) => m * 10 ** e),
    fc.integer({ min: 1, max: 2 ** 50 }),
  );

  it('steps in round euros to a top just above the largest month', () => {
    expect(valueScale(123_450)).toEqual([50_000, 100_000, 150_000]);
    expect(valueScale(100_000)).toEqual([50_000, 100_000]);
    expect(valueScale(4_500)).toEqual([2_500, 5_000]);
    expect(valueScale(7_000)).toEqual([2_500, 5_000, 7_500]);
    expect(valueScale(20_001)).toEqual([10_000, 20_000, 30_000]);
    expect(valueScale(1)).toEqual([1, 2]);
  });

  it('has no scale when there is nothing to show', () => {
    expect(valueScale(0)).toEqual([]);
    expect(largestFigure(figures([[0, 0], [0, 0]]))).toBe(0);
    expect(largestFigure(figures([[300, 0], [0, 700]]))).toBe(700);
  });

  it('has 2 to 4 evenly spaced round steps, the top at least the largest and the least such top (property)', () => {
    fc.assert(
      fc.property(largest, (max) => {
        const scale = valueScale(max);
        expect(scale.length).toBeGreaterThanOrEqual(2);
        expect(scale.length).toBeLessThanOrEqual(4);
        const step = scale[0] ?? 0;
        const top = scale[scale.length - 1] ?? 0;
        expect(scale).toEqual(scale.map((_, i) => step * (i + 1)));
        expect(scale.every(Number.isSafeInteger)).toBe(true);
        // A round step: 1, 2, 2.5 or 5 followed by zeros, in cents.
        expect(String(step).replace(/0+$/, '')).toMatch(/^(1|2|25|5)$/);
        expect(roundSteps).toContain(step);
        // No bar overflows, and none is dwarfed: the top is under twice the largest month.
        expect(top).toBeGreaterThanOrEqual(max);
        expect(top).toBeLessThanOrEqual(2 * max);
        // No round scale of 2 to 4 lines reaches the largest with a lower top.
        for (const other of roundSteps) {
          const count = Math.max(2, Math.ceil(max / other));
          if (count <= 4) expect(other * count).toBeGreaterThanOrEqual(top);
        }
        // From over 2 € up, every label is whole euros.
        if (max > 200) expect(step % 100).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});
