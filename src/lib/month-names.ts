import { format } from 'date-fns/format';
import { enGB } from 'date-fns/locale/en-GB';
import { et } from 'date-fns/locale/et';
import { fi } from 'date-fns/locale/fi';
import type { Locale } from '@/routes/href';
import { monthParts, type MonthKey } from './net-position';

const DATE_FNS_LOCALES = { fi, et, en: enGB } as const;

/**
 * A calendar month in words, per locale by date-fns (fi, et, en-GB): 'short' for a chart's axis
 * ("maalis", "märts", "Mar"), 'long' with the year for text ("maaliskuu 2025", "märts 2025",
 * "March 2025"). The stand-alone forms (LLL, LLLL), which Finnish needs for a month on its own.
 */
export function monthName(key: MonthKey, locale: Locale, length: 'short' | 'long'): string {
  const { year, month } = monthParts(key);
  return format(new Date(year, month - 1, 1), length === 'short' ? 'LLL' : 'LLLL yyyy', { locale: DATE_FNS_LOCALES[locale] });
}

/** A range of months in words: "maaliskuu 2025 – helmikuu 2026". */
export const monthSpan = (first: MonthKey, last: MonthKey, locale: Locale): string => `${monthName(first, locale, 'long')} – ${monthName(last, locale, 'long')}`;
