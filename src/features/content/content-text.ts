import type { LocaleText } from '@/api/schemas/content';
import type { Locale } from '@/routes/href';

export type ContentKind = 'campaign' | 'article';

/** Where each kind is listed, and the query parameter that opens one item by slug (search, teaser). */
export const CONTENT_ROUTES = {
  campaign: { route: 'campaigns', param: 'campaign' },
  article: { route: 'news', param: 'article' },
} as const;

/** A content-service text in the page's language, else English, else the fallback. */
export function localeText(text: LocaleText | undefined, locale: Locale, fallback = ''): string {
  return text?.[locale] || text?.en || fallback;
}

/**
 * A publication day (yyyy-mm-dd) as a local calendar date, so the server and a browser in any
 * time zone write the same day.
 */
export function publicationDate(day: string | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}
