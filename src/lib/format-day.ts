import type { Locale } from '@/routes/href';

/** Month names in the form a long date takes (Finnish in the partitive), as ICU writes them. */
const MONTHS: Record<Locale, readonly string[]> = {
  fi: ['tammikuuta', 'helmikuuta', 'maaliskuuta', 'huhtikuuta', 'toukokuuta', 'kesäkuuta', 'heinäkuuta', 'elokuuta', 'syyskuuta', 'lokakuuta', 'marraskuuta', 'joulukuuta'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  et: ['jaanuar', 'veebruar', 'märts', 'aprill', 'mai', 'juuni', 'juuli', 'august', 'september', 'oktoober', 'november', 'detsember'],
};

/**
 * A calendar day as a long date ("5. marraskuuta 2026", "5 November 2026", "5. november
 * 2026"), written by hand for server-rendered pages (its own module, so the month names do not
 * ride along with formatMoney into every lobby page): exactly what ICU writes for fi-FI, en-IE
 * and et-EE (tests/lib/format.test.ts), so the server's and any browser's ICU data cannot make
 * hydration differ, and no Intl formatter is built while hydrating.
 */
export function formatDay(date: Date, locale: Locale): string {
  const month = MONTHS[locale][date.getMonth()];
  return `${date.getDate()}${locale === 'en' ? '' : '.'} ${month} ${date.getFullYear()}`;
}

/**
 * A publication day (yyyy-mm-dd) as a local calendar date, so the server and a browser in any
 * time zone write the same day.
 */
export function publicationDate(day: string | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}
