import type { GetStaticProps } from 'next';
import { readPageSlugs } from '@/api/content';
import type { PageSummary } from '@/api/schemas/content';
import { translations } from '@/lib/i18n/static-props';
import { afterContentFailure } from '@/lib/static-outage';
import { CONTENT_ROUTES, isLocale, pagePathOf, type ContentKind } from '@/routes/href';

/** `unavailable`: generated while the content service was down, with no good copy to keep (not an empty list). */
export type ContentListProps = { items: PageSummary[]; unavailable?: boolean };

const REVALIDATE_S = 300;
/** After a content-service failure (an empty list), the page is regenerated soon. */
const REVALIDATE_EMPTY_S = 15;

/**
 * The published campaigns or news articles, newest first, without bodies. A failure keeps the
 * last good copy, or says the list cannot be shown (an empty list would say there is nothing).
 */
export function contentListProps(kind: ContentKind): GetStaticProps<ContentListProps> {
  return async ({ locale }) => {
    if (!isLocale(locale)) return { notFound: true };
    const pages = await readPageSlugs();
    if (!pages) {
      return afterContentFailure(pagePathOf({ id: CONTENT_ROUTES[kind].route, params: {} }, locale), async () => ({
        props: { items: [], unavailable: true, ...(await translations(locale, ['content'])) },
        revalidate: REVALIDATE_EMPTY_S,
      }));
    }
    const items = pages.filter((page) => page.type === kind).sort((a, b) => (b.date_parsed ?? '').localeCompare(a.date_parsed ?? ''));
    return {
      props: { items, ...(await translations(locale, ['content'])) },
      revalidate: items.length ? REVALIDATE_S : REVALIDATE_EMPTY_S,
    };
  };
}
