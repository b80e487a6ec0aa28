import type { Locale } from '@/routes/href';

const TAGS: Record<Locale, string> = { fi: 'fi-FI', en: 'en-IE', et: 'et-EE' };
export const localeTag = (locale: Locale): string => TAGS[locale];

/** Intl formatters are costly to build (a jackpot list builds them every 20 s): one per options. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(TAGS[locale], options)));
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(TAGS[locale], options)));
  return format;
}

/**
 * Money per spec 9: EUR with 0 to 2 decimals, other currencies as amount and code. Amounts
 * are integer cents. `fixed` shows balances with exactly 2 decimals.
 */
export function formatMoney(cents: number, locale: Locale, currency = 'EUR', { fixed = false } = {}): string {
  const amount = cents / 100;
  const digits = { minimumFractionDigits: fixed ? 2 : 0, maximumFractionDigits: 2 };
  if (currency === 'EUR') return numberFormat(locale, { style: 'currency', currency: 'EUR', ...digits }).format(amount);
  return `${numberFormat(locale, digits).format(amount)} ${currency}`;
}

/** A long localized date (and time), e.g. for an account's end time (spec 8). */
export function formatLongDate(date: Date, locale: Locale, withTime = true): string {
  return dateFormat(locale, { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}) }).format(date);
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
