/**
 * A range of calendar days picked by a player (the game-action filter): days as the date input
 * writes them ('YYYY-MM-DD'), checked and turned into the instants the backend filters on. Days
 * are the player's own (the browser's time zone): "from 1 March" starts at local midnight.
 */

/** A calendar day, 'YYYY-MM-DD' (sorts as text in time order). */
export type Day = string;

export type DayRange = { from: Day; to: Day };

/** What is wrong with one end of a range. */
export type DayRangeProblem = { field: 'from' | 'to'; problem: 'invalid' | 'future' | 'toBeforeFrom' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOf(day: Day): [number, number, number] | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // A real calendar day: Date would roll 2025-02-30 over into March.
  const probe = new Date(Date.UTC(y, m - 1, d));
  return y >= 1000 && probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d ? [y, m, d] : null;
}

/** Whether text is a real calendar day in the date input's form. */
export const isDay = (text: string): boolean => partsOf(text) !== null;

/** The local calendar day of an instant. */
export function localDay(date: Date): Day {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The problems of a range, one per end at most. Either end may be empty (open). A day must be
 * real and not after today; the end may not come before the start (the same day is a range of
 * one day).
 */
export function dayRangeProblems({ from, to }: DayRange, today: Day): DayRangeProblem[] {
  const problems: DayRangeProblem[] = [];
  const check = (field: 'from' | 'to', day: Day): boolean => {
    if (day === '') return false;
    if (!isDay(day)) problems.push({ field, problem: 'invalid' });
    else if (day > today) problems.push({ field, problem: 'future' });
    else return true;
    return false;
  };
  const fromOk = check('from', from);
  const toOk = check('to', to);
  if (fromOk && toOk && to < from) problems.push({ field: 'to', problem: 'toBeforeFrom' });
  return problems;
}

/** A valid range's days, or null for none: what the address bar's ?from=&to= asks for. */
export function readDayRange(from: unknown, to: unknown, today: Day): Partial<DayRange> | null {
  const range = { from: typeof from === 'string' ? from : '', to: typeof to === 'string' ? to : '' };
  if (dayRangeProblems(range, today).length > 0) return null;
  const out: Partial<DayRange> = {};
  if (range.from) out.from = range.from;
  if (range.to) out.to = range.to;
  return out;
}

/**
 * The instants of a range for the backend: the start of the first day (inclusive) and the start
 * of the day after the last (exclusive), both at local midnight, so the last day counts whole
 * (and a day of 23 or 25 hours at a DST change too).
 */
export function dayRangeInstants({ from, to }: Partial<DayRange>): { startTime?: string; endTime?: string } {
  const start = from ? partsOf(from) : null;
  const end = to ? partsOf(to) : null;
  return {
    ...(start ? { startTime: new Date(start[0], start[1] - 1, start[2]).toISOString() } : {}),
    ...(end ? { endTime: new Date(end[0], end[1] - 1, end[2] + 1).toISOString() } : {}),
  };
}

/** A day as a local Date (midnight), for formatting. */
export function dayDate(day: Day): Date | null {
  const parts = partsOf(day);
  return parts ? new Date(parts[0], parts[1] - 1, parts[2]) : null;
}
