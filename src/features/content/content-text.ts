import type { LocaleText } from '@/api/schemas/content';
import type { Locale } from '@/routes/href';

/** A content-service text in the page's language, else English, else the fallback. */
export function localeText(text: LocaleText | undefined, locale: Locale, fallback = ''): string {
  return text?.[locale] || text?.en || fallback;
}
