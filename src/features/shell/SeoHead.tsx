import Head from 'next/head';
import { useRouter } from 'next/router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/lib/env';
import { hrefFor, itemQueryOf, locales, routeIdForPage, type Locale } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';

/**
 * Rendered by the layout for every page, guarded ones included: the route's title,
 * description, canonical link and hreflang alternates, all from the route table.
 */
export function SeoHead() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const locale = useLocale();
  const id = routeIdForPage(router.pathname);
  const item = itemQueryOf(router.pathname, router.query);
  const url = (l: Locale) => (id ? `${env.siteUrl}${hrefFor(id, l, router.query)}${item}` : '');
  return (
    <SeoTags
      title={id ? `${t(`routes.${id}`)} | ${t('brand')}` : t('brand')}
      description={t('meta.description')}
      canonical={url(locale)}
      alternates={id ? locales.map(url).join(' ') : ''}
      xDefault={url('fi')}
    />
  );
}

/**
 * The tags themselves, memoised on their text: next/head rewrites the document head after every
 * render of a Head, and the router changes once right after hydration without changing any of
 * these (it adds the rewritten path's query).
 */
type TagsProps = {
  title: string;
  description: string;
  canonical: string;
  /** The page's URL in each of `locales`, in their order, separated by spaces (URLs have none). */
  alternates: string;
  xDefault: string;
};

const SeoTags = memo(function SeoTags({ title, description, canonical, alternates, xDefault }: TagsProps) {
  const hrefs = alternates ? alternates.split(' ') : [];
  return (
    <Head>
      <title key="title">{title}</title>
      <meta name="description" content={description} />
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {hrefs.map((href, i) => (
        <link key={locales[i]} rel="alternate" hrefLang={locales[i]} href={href} />
      ))}
      {xDefault ? <link rel="alternate" hrefLang="x-default" href={xDefault} /> : null}
    </Head>
  );
});
