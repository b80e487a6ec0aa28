import type { Locale } from '@/routes/href';
import { groupDigits } from './format';

/**
 * The account panels' numeric formats, apart from ./format.ts so that a visitor's first load,
 * which carries formatMoney (the jackpots), does not carry them.
 */

/** A count (loyalty points), a whole number of at least 0, grouped as the locale writes it (as ICU does). */
export function formatCount(value: number, locale: Locale): string {
  return groupDigits(String(Math.trunc(Math.max(0, value))), locale);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A date and time the Finnish way, "25.11.2026 14.05" (fi-FI's numeric date and time, without
 * its "klo"), on every page whatever its language: spec 9 shows free-spin expiry dates in the
 * Finnish locale, and the numeric form reads the same to an English or Estonian player
 * (docs/decisions.md "Promotions").
 */
export function formatFinnishDateTime(date: Date): string {
  return `${date.getDate()}.${date.getMonth() + 1}.${date.getFullYear()} ${two(date.getHours())}.${two(date.getMinutes())}`;
}
