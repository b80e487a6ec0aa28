import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PageSummary } from '@/api/schemas/content';
import { useContentPageQuery } from '@/data/content/content-page-query';
import { formatDay, publicationDate } from '@/lib/format-day';
import { readTimeMinutes } from '@/lib/read-time';
import { CONTENT_ROUTES, contentHref, href, type ContentKind } from '@/routes/href';
import { Link, useLocale } from '@/routes/RouteLink';
import { Empty } from '@/ui/Empty';
import { RoutePage } from '@/ui/RoutePage';
import { SafeHtml } from '@/ui/SafeHtml';
import { theme } from '@/ui/theme';
import { Article } from './content-styles';
import { localeText } from './content-text';
import { OpenGraph } from './OpenGraph';

/**
 * One campaign or article, opened by slug. Its body comes from the content service in the
 * browser (a static page cannot know the query) and is sanitised before it is shown; the
 * prerendered list already knows the title, so the heading does not wait for it. A missing
 * item (or a content service that is down) says so and leads back to the list.
 */
export function ContentItem({ kind, slug, preview, known }: { kind: ContentKind; slug: string; preview: boolean; known?: PageSummary }) {
  const { t } = useTranslation(['content', 'common']);
  const locale = useLocale();
  const { route } = CONTENT_ROUTES[kind];
  const { data, error, isLoading } = useContentPageQuery(slug, preview);
  const page = data ?? null;
  const item = page ?? known;
  const missing = !isLoading && (error !== undefined || page === null || page.type !== kind);
  // Until the item arrives, an item the list does not know (a draft, one newer than the list)
  // is titled by the page, not yet "not found".
  let title = t(`common:routes.${route}`);
  if (missing) title = t(`${kind}.notFoundTitle`);
  else if (item) title = localeText(item.title, locale, slug);
  const date = publicationDate(item?.date_parsed);
  const back = <Link href={href(route, { locale })}>{t(`${kind}.back`)}</Link>;

  return (
    <RoutePage route={route} title={title}>
      {missing ? (
        <>
          <Empty role="status">{t(`${kind}.notFound`)}</Empty>
          {back}
        </>
      ) : (
        <Article>
          {item ? <OpenGraph item={item} url={contentHref(kind, slug, locale)} locale={locale} /> : null}
          {preview && page?.status === 'draft' ? <Draft>{t('draft')}</Draft> : null}
          <Meta>
            {date ? <time dateTime={item?.date_parsed}>{formatDay(date, locale)}</time> : null}
            {kind === 'article' && page ? <span>{t('article.readTime', { count: readTimeMinutes(localeText(page.body, locale)) })}</span> : null}
          </Meta>
          {page ? (
            <SafeHtml html={localeText(page.body, locale)} fallback={<p>{localeText(page.summary, locale)}</p>} className="body" />
          ) : (
            <p role="status">{t('loading')}</p>
          )}
          {back}
        </Article>
      )}
    </RoutePage>
  );
}

const Draft = styled.p`
  justify-self: start;
  margin: 0;
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  font-weight: 700;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin: 0;
  color: ${theme.color.muted};
  &:empty { display: none; }
`;
