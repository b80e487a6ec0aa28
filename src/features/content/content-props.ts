import type { GetStaticProps } from 'next';
import { getPageSlugs } from '@/api/content';
import type { PageSummary } from '@/api/schemas/content';
import { translations } from '@/lib/i18n/static-props';
import { isLocale, type ContentKind } from '@/routes/href';

export type ContentListProps = { items: PageSummary[] };

const REVALIDATE_S = 300;
/** After a content-service failure (an empty list), the page is regenerated soon. */
const REVALIDATE_EMPTY_S = 15;

/** The published campaigns or news articles, newest first, without bodies. */
export function contentListProps(kind: ContentKind): GetStaticProps<ContentListProps> {
  return async ({ locale }) => {
    if (!isLocale(locale)) return { notFound: true };
    const items = (await getPageSlugs())
      .filter((page) => page.type === kind)
      .sort((a, b) => (b.date_parsed ?? '').localeCompare(a.date_parsed ?? ''));
    return {
      props: { items, ...(await translations(locale, ['content'])) },
      revalidate: items.length ? REVALIDATE_S : REVALIDATE_EMPTY_S,
    };
  };
}
