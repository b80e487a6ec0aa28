import * as z from 'zod/mini';
import { dayRangeProblems, type Day, type DayRangeProblem } from '@/lib/day-range';

export type GameFilterValues = { from: string; to: string };

/** The translation key of each problem (spec: bad input gets a translated field error). */
export const FILTER_PROBLEM_KEYS: Record<DayRangeProblem['problem'], string> = {
  invalid: 'forms:invalidDate',
  future: 'account:transactions.filter.errors.future',
  toBeforeFrom: 'account:transactions.filter.errors.toBeforeFrom',
};

/**
 * The game-action date filter (the form and the address bar's ?from=&to=): either day may be
 * empty; a day is a real one, not after today, and "to" is not before "from". Messages are
 * translation keys, which the field frame translates.
 */
export function gameFilterSchema(today: Day) {
  return z.object({ from: z.string(), to: z.string() }).check(
    z.superRefine((values, ctx) => {
      for (const { field, problem } of dayRangeProblems(values, today)) {
        ctx.addIssue({ code: 'custom', message: FILTER_PROBLEM_KEYS[problem], path: [field], input: values[field] });
      }
    }),
  );
}
