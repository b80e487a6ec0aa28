import type { Locale } from '@/routes/href';
import { cents, toWire, type Cents } from './money';

/**
 * How each locale writes numbers and euros, exactly as ICU (Intl) writes them for fi-FI, en-IE
 * and et-EE. Money is formatted by hand: building the first Intl.NumberFormat loads the
 * locale's ICU data, which cost a jackpot list about 20 ms of a mid-range phone's main thread
 * while hydrating, and the server and every browser now write the same characters.
 * tests/lib/format.test.ts holds the output equal to Intl's. ./format-numeric.ts writes its
 * decimals with these marks too (formatDecimalDigits); ./format-bytes.ts keeps a copy, and says
 * why.
 */
const NUMBERS: Record<Locale, { group: string; decimal: string; minGrouping: number; minus: string; euro: (n: string) => string }> = {
  fi: { group: '\u00a0', decimal: ',', minGrouping: 1, minus: '\u2212', euro: (n) => `${n}\u00a0€` },
  en: { group: ',', decimal: '.', minGrouping: 1, minus: '-', euro: (n) => `€${n}` },
  // Estonian groups from five digits on: 1234 but 12 345.
  et: { group: '\u00a0', decimal: ',', minGrouping: 2, minus: '\u2212', euro: (n) => `${n}\u00a0€` },
};

/** Digits grouped the locale's way (1 250, 1,250; Estonian from five digits on). */
export function groupDigits(digits: string, locale: Locale): string {
  const { group, minGrouping } = NUMBERS[locale];
  return digits.length >= 3 + minGrouping ? digits.replace(/\B(?=(\d{3})+$)/g, group) : digits;
}

/**
 * A count (games in a group, loyalty points), a whole number of at least 0, grouped as the
 * locale writes it (as ICU does). Here, in the lobby's first load, for its game counts.
 */
export function formatCount(value: number, locale: Locale): string {
  return groupDigits(String(Math.trunc(Math.max(0, value))), locale);
}

/**
 * A number at least 0 from its whole digits and its fraction digits, as the locale writes it:
 * the whole grouped, the fraction after the decimal mark without its trailing zeros (all of
 * them kept when `fixed`), and no mark when no fraction digit is left.
 */
export function formatDecimalDigits(whole: string, fraction: string, locale: Locale, fixed = false): string {
  const grouped = groupDigits(whole, locale);
  const shown = fixed ? fraction : fraction.replace(/0+$/, '');
  return shown ? `${grouped}${NUMBERS[locale].decimal}${shown}` : grouped;
}

/** A non-negative whole number of cents as a decimal number with 0 to 2 (or exactly 2) decimals. */
function formatCents(amount: Cents, locale: Locale, fixed: boolean): string {
  // The wire's own split into euros and hundredths, so the screen and the wire never disagree.
  const [digits = '0', fraction = '00'] = toWire(amount).split('.');
  return formatDecimalDigits(digits, fraction, locale, fixed);
}

/**
 * Money per spec 9: EUR with 0 to 2 decimals, other currencies as amount and code. Amounts
 * are cents (rounded to whole cents). `fixed` shows balances with exactly 2 decimals.
 */
export function formatMoney(value: number, locale: Locale, currency = 'EUR', { fixed = false } = {}): string {
  const rounded = Math.round(Math.abs(value));
  const { minus, euro } = NUMBERS[locale];
  const sign = value < 0 && rounded > 0 ? minus : '';
  const amount = formatCents(cents(rounded), locale, fixed);
  return currency === 'EUR' ? `${sign}${euro(amount)}` : `${sign}${amount} ${currency}`;
}

/** Session time as h:mm:ss (or mm:ss under an hour). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
