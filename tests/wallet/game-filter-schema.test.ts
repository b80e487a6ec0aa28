import fc from 'fast-check';
import { gameFilterSchema } from '@/features/wallet/game-filter-schema';
import { dayDate, dayRangeInstants, dayRangeProblems, isDay, localDay, readDayRange } from '@/lib/day-range';

const TODAY = '2026-03-15';

/** The field errors the schema gives, as { field: translation key }. */
function errorsOf(from: string, to: string): Record<string, string> {
  const result = gameFilterSchema(TODAY).safeParse({ from, to });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the game-action date filter', () => {
  it('takes no dates, either one, or both in order (the same day is a day)', () => {
    for (const [from, to] of [['', ''], ['2026-01-01', ''], ['', '2026-01-31'], ['2026-01-01', '2026-01-31'], ['2026-02-02', '2026-02-02'], [TODAY, TODAY]]) {
      expect(errorsOf(from as string, to as string)).toEqual({});
    }
  });

  it('refuses a day that is not a real one, with the forms message', () => {
    expect(errorsOf('2026-02-30', '')).toEqual({ from: 'forms:invalidDate' });
    expect(errorsOf('', '15.3.2026')).toEqual({ to: 'forms:invalidDate' });
    expect(errorsOf('2026-13-01', 'abc')).toEqual({ from: 'forms:invalidDate', to: 'forms:invalidDate' });
  });

  it('refuses a day after today at its own field', () => {
    expect(errorsOf('2026-03-16', '')).toEqual({ from: 'account:transactions.filter.errors.future' });
    expect(errorsOf('2026-03-01', '2027-01-01')).toEqual({ to: 'account:transactions.filter.errors.future' });
  });

  it('refuses an end before the start at the end field', () => {
    expect(errorsOf('2026-03-10', '2026-03-09')).toEqual({ to: 'account:transactions.filter.errors.toBeforeFrom' });
    // A future start is its own error; the order is not judged on a day that is wrong already.
    expect(errorsOf('2026-04-10', '2026-03-09')).toEqual({ from: 'account:transactions.filter.errors.future' });
  });

  it('agrees with the pure rule for any pair of days (property)', () => {
    const day = fc.date({ min: new Date('2020-01-01T12:00:00'), max: new Date('2027-12-31T12:00:00'), noInvalidDate: true }).map(localDay);
    fc.assert(
      fc.property(fc.option(day, { nil: '' }), fc.option(day, { nil: '' }), (from, to) => {
        const errors = errorsOf(from, to);
        expect(Object.keys(errors).length > 0).toBe(dayRangeProblems({ from, to }, TODAY).length > 0);
        const valid = (from === '' || from <= TODAY) && (to === '' || to <= TODAY) && (from === '' || to === '' || from <= to);
        expect(Object.keys(errors).length === 0).toBe(valid);
      }),
    );
  });
});

describe('days and instants', () => {
  it('knows a real calendar day', () => {
    expect(['2024-02-29', '2026-12-31', '1999-01-01'].every(isDay)).toBe(true);
    expect(['2025-02-29', '2026-00-10', '2026-1-1', '26-01-01', '', '2026-01-01T00:00'].some(isDay)).toBe(false);
  });

  it('reads the address bar: a valid range, or null for a bad one', () => {
    expect(readDayRange('2026-01-01', '2026-01-31', TODAY)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(readDayRange(undefined, '2026-01-31', TODAY)).toEqual({ to: '2026-01-31' });
    expect(readDayRange(['2026-01-01'], undefined, TODAY)).toEqual({});
    expect(readDayRange('2026-02-01', '2026-01-31', TODAY)).toBeNull();
    expect(readDayRange('2099-01-01', '', TODAY)).toBeNull();
  });

  it('sends the start of the first day and the start of the day after the last, at local midnight', () => {
    const { startTime, endTime } = dayRangeInstants({ from: '2026-03-01', to: '2026-03-29' });
    const start = new Date(startTime ?? '');
    const end = new Date(endTime ?? '');
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([2026, 2, 1, 0, 0]);
    // The day after the 29th (a DST change in Europe: the local day is 23 hours long then), at midnight.
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2026, 2, 30, 0, 0]);
    expect(dayRangeInstants({})).toEqual({});
    expect(dayRangeInstants({ to: '2026-12-31' }).endTime).toBe(new Date(2027, 0, 1).toISOString());
    expect(dayDate('2026-03-05')?.getDate()).toBe(5);
    expect(dayDate('nope')).toBeNull();
  });
});
