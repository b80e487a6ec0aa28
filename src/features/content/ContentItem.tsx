import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContentPage } from '@/api/schemas/content';
import { formatDay, publicationDate } from '@/lib/format-day';
import { readTimeMinutes } from '@/lib/read-time';
import { CONTENT_ROUTES, contentHref, href, type ContentKind } from '@/routes/href';
import { Link, useLocale } from '@/routes/RouteLink';
import { ContentUnavailable } from '@/ui/ContentUnavailable';
import { Empty } from '@/ui/Empty';
import { RoutePage } from '@/ui/RoutePage';
import { SafeHtml } from '@/ui/SafeHtml';
import { theme } from '@/ui/theme';
import { Article, DraftBadge } from './content-styles';
import { contentText } from '@/lib/content-text';
import { NoIndex } from './NoIndex';
import { OpenGraph } from './OpenGraph';

/**
 * One campaign or article at its list's route (`?campaign=` / `?article=`), rendered on the
 * server (its body and Open Graph tags are in the HTML) and sanitised before it is shown. A
 * missing item says so, and one that cannot be shown while the content service is down
 * (`unavailable`) says that; both lead back to the list. In a marketer's preview a draft is
 * marked as one, and nothing of it is indexed.
 */
export function ContentItem({
  kind,
  slug,
  item,
  preview = false,
  unavailable = false,
}: {
  kind: ContentKind;
  slug: string;
  item: ContentPage | null;
  preview?: boolean;
  unavailable?: boolean;
}) {
  const { t } = useTranslation(['content', 'common']);
  const locale = useLocale();
  const { route } = CONTENT_ROUTES[kind];
  const back = <Link href={href(route, { locale })}>{t(`${kind}.back`)}</Link>;
  // Not loaded or not found is answered 200 (an address with a query): the page itself keeps
  // out of search.
  if (!item && unavailable) {
    return (
      <RoutePage route={route}>
        <NoIndex />
        <ContentUnavailable message={t('page.unavailable')} />
        {back}
      </RoutePage>
    );
  }
  if (!item) {
    return (
      <RoutePage route={route} title={t(`${kind}.notFoundTitle`)}>
        <NoIndex />
        <Empty role="status">{t(`${kind}.notFound`)}</Empty>
        {back}
      </RoutePage>
    );
  }
  const date = publicationDate(item.date_parsed);
  const body = contentText(item.body, locale);
  const title = contentText(item.title, locale, slug);
  const summary = contentText(item.summary, locale);
  return (
    <RoutePage route={route} title={title.text} titleLang={title.lang}>
      {preview ? <NoIndex /> : null}
      <Article>
        <OpenGraph item={item} url={contentHref(kind, slug, locale)} locale={locale} />
        {preview && item.status === 'draft' ? <DraftBadge>{t('draft')}</DraftBadge> : null}
        <Meta>
          {date ? <time dateTime={item.date_parsed}>{formatDay(date, locale)}</time> : null}
          {kind === 'article' ? <span>{t('article.readTime', { count: readTimeMinutes(body.text) })}</span> : null}
        </Meta>
        <SafeHtml html={body.text} lang={body.lang} fallback={<p lang={summary.lang}>{summary.text}</p>} className="body" />
        {back}
      </Article>
    </RoutePage>
  );
}

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin: 0;
  color: ${theme.color.muted};
  &:empty { display: none; }
`;
