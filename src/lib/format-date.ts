import type { Locale } from '@/routes/href';

/**
 * Dates and times as ICU (Intl) writes them for fi-FI, en-IE and et-EE. Not in ./format.ts,
 * which every lobby page loads for its money and counts: no lobby page writes a date with these.
 */
const TAGS: Record<Locale, string> = { fi: 'fi-FI', en: 'en-IE', et: 'et-EE' };

/** Intl date formatters are costly to build: one per locale and options. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(TAGS[locale], options)));
  return format;
}

/**
 * The time and the word before it ("klo 19.20", "kell 19:20", "at 19:20") joined by a no-break
 * space: a line breaks before the time, never between "klo" and its time.
 */
const keepTime = (text: string): string => text.replace(/(\p{L})\s(?=\d{1,2}[.:]\d{2}$)/u, '$1\u00a0');

/** A long localized date (and time), e.g. for an account's end time (spec 8). */
export function formatLongDate(date: Date, locale: Locale, withTime = true): string {
  return keepTime(dateFormat(locale, { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}) }).format(date));
}

/**
 * A compact date (and time) for a list's narrow column, where the long one takes two lines:
 * "26.11.2026 klo 19.20", "26. nov 2026, 19:20", "26 Nov 2026, 19:20".
 */
export function formatShortDate(date: Date, locale: Locale, withTime = true): string {
  return keepTime(dateFormat(locale, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}) }).format(date));
}
