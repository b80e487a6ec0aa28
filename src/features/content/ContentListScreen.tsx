import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PageSummary } from '@/api/schemas/content';
import { formatDay, publicationDate } from '@/lib/format-day';
import { CONTENT_ROUTES, contentHref, type ContentKind } from '@/routes/href';
import { Link, useLocale } from '@/routes/RouteLink';
import { ContentUnavailable } from '@/ui/ContentUnavailable';
import { Empty } from '@/ui/Empty';
import { OptimizedImage } from '@/ui/OptimizedImage';
import { RoutePage } from '@/ui/RoutePage';
import { theme } from '@/ui/theme';
import { ContentItem } from './ContentItem';
import { contentText } from '@/lib/content-text';

/**
 * The campaigns or news page: the published items, newest first, each opening at this route by
 * its slug (`?campaign=` / `?article=`), which the server renders as the item's own page
 * (src/routes/table.js CONTENT_ITEMS). A query this page still sees holds no valid slug: that
 * item is not found.
 */
export function ContentListScreen({ kind, items, unavailable = false }: { kind: ContentKind; items: PageSummary[]; unavailable?: boolean }) {
  const { query } = useRouter();
  const { route, param } = CONTENT_ROUTES[kind];
  const asked = query[param];
  if (asked !== undefined) return <ContentItem kind={kind} slug={String(asked)} item={null} />;
  return (
    <RoutePage route={route}>
      <ContentList kind={kind} items={items} unavailable={unavailable} />
    </RoutePage>
  );
}

/** `unavailable`: the content service was down (the page says so, not that there is nothing). */
function ContentList({ kind, items, unavailable }: { kind: ContentKind; items: PageSummary[]; unavailable: boolean }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  if (unavailable) return <ContentUnavailable message={t('page.unavailable')} />;
  if (items.length === 0) return <Empty>{t(`${kind}.empty`)}</Empty>;
  return (
    <Cards>
      {items.map((item) => {
        const title = contentText(item.title, locale, item.slug);
        const summary = item.summary ? contentText(item.summary, locale) : null;
        const date = publicationDate(item.date_parsed);
        return (
          <li key={item.id}>
            <Link href={contentHref(kind, item.slug, locale)}>
              {item.thumbnail ? (
                <OptimizedImage src={item.thumbnail} alt="" width={384} height={216} quality={75} loading="lazy" />
              ) : null}
              <h2 lang={title.lang}>{title.text}</h2>
              {date ? <time dateTime={item.date_parsed}>{formatDay(date, locale)}</time> : null}
              {summary ? <span lang={summary.lang}>{summary.text}</span> : null}
            </Link>
          </li>
        );
      })}
    </Cards>
  );
}

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    align-content: start;
    gap: ${theme.space(2)};
    height: 100%;
    padding: ${theme.space(3)} ${theme.space(3)} ${theme.space(4)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    text-decoration: none;
  }
  a:hover, a:focus-visible { border-color: ${theme.color.primary}; }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${theme.radius.sm};
  }
  h2 { margin: 0; font-size: 18px; }
  time, span { color: ${theme.color.muted}; }
`;
