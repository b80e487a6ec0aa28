import type { Locale } from '@/routes/href';
import { formatDecimalDigits } from './format';

/**
 * The account panels' numeric formats, apart from ./format.ts so that a visitor's first load,
 * which carries formatMoney (the jackpots), does not carry them. The lobby imports nothing from
 * here: its game counts are ./format.ts's formatCount.
 */

/**
 * A number of at least 0 with up to two decimals (a wagering factor: 2.5 is "2,5" in Finnish
 * and Estonian), grouped as the locale writes it, as ICU writes it with maximumFractionDigits 2.
 */
export function formatDecimal(value: number, locale: Locale): string {
  // Rounded as the decimal the number reads as (1.005 up to 1.01, as ICU does), not as its
  // binary value (100.49999999999999 hundredths).
  const hundredths = Math.round(Number((Math.max(0, value) * 100).toPrecision(15)));
  return formatDecimalDigits(String(Math.floor(hundredths / 100)), String(hundredths % 100).padStart(2, '0'), locale);
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
