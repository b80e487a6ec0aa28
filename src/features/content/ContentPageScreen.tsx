import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AffiliatePage, ContentPage, LocaleText } from '@/api/schemas/content';
import { rememberAffiliate } from '@/data/content/affiliate';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { ButtonLink } from '@/ui/Button';
import { ContentUnavailable } from '@/ui/ContentUnavailable';
import { RoutePage } from '@/ui/RoutePage';
import { SafeHtml } from '@/ui/SafeHtml';
import { Article, DraftBadge } from './content-styles';
import { contentText } from '@/lib/content-text';
import { NoIndex } from './NoIndex';

type SlugPage = { slug: string; title: LocaleText; body: LocaleText; summary?: LocaleText; status?: 'published' | 'draft' };

/**
 * A page of the content service at its own route: its title and its sanitised body (the
 * summary or "loading" until the body is sanitised). Null: generated while the service was
 * down, so "cannot be shown right now" (regenerated soon). In a marketer's preview a draft is
 * marked as one, and the page is not indexed.
 */
function SlugPageScreen({ route, page, preview, children }: { route: 'contentPage' | 'affiliatePage'; page: SlugPage | null; preview: boolean; children?: ReactNode }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  if (!page) {
    return (
      <RoutePage route={route}>
        <ContentUnavailable message={t('page.unavailable')} />
      </RoutePage>
    );
  }
  const title = contentText(page.title, locale, page.slug);
  const body = contentText(page.body, locale);
  const summary = contentText(page.summary, locale, t('loading'));
  return (
    <RoutePage route={route} title={title.text} titleLang={title.lang}>
      {preview ? <NoIndex /> : null}
      <Article>
        {preview && page.status === 'draft' ? <DraftBadge>{t('draft')}</DraftBadge> : null}
        <SafeHtml html={body.text} lang={body.lang} fallback={<p lang={summary.lang}>{summary.text}</p>} className="body" />
        {children}
      </Article>
    </RoutePage>
  );
}

/** An information page (terms, privacy, responsible gaming, about ...). */
export function ContentPageScreen({ page, preview }: { page: ContentPage | null; preview: boolean }) {
  return <SlugPageScreen route="contentPage" page={page} preview={preview} />;
}

/** An affiliate's landing page: its text and a way to register. Its visitors are credited to its affiliate. */
export function AffiliatePageScreen({ page, preview }: { page: AffiliatePage | null; preview: boolean }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const affiliate = page?.affiliate;
  useEffect(() => {
    if (affiliate) rememberAffiliate(affiliate);
  }, [affiliate]);
  return (
    <SlugPageScreen route="affiliatePage" page={page} preview={preview}>
      <Register $variant="primary" href={href('registration', { locale })}>
        {t('affiliate.register')}
      </Register>
    </SlugPageScreen>
  );
}

const Register = styled(ButtonLink)`
  justify-self: start;
`;
