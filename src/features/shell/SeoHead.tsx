import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { env } from '@/lib/env';
import { hrefFor, locales, routeIdForPage } from '@/routes/href';
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
  return (
    <Head>
      <title key="title">{id ? `${t(`routes.${id}`)} | ${t('brand')}` : t('brand')}</title>
      <meta name="description" content={t('meta.description')} />
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      {id ? <link rel="canonical" href={`${env.siteUrl}${hrefFor(id, locale, router.query)}`} /> : null}
      {id
        ? locales.map((l) => (
            <link key={l} rel="alternate" hrefLang={l} href={`${env.siteUrl}${hrefFor(id, l, router.query)}`} />
          ))
        : null}
      {id ? <link rel="alternate" hrefLang="x-default" href={`${env.siteUrl}${hrefFor(id, 'fi', router.query)}`} /> : null}
    </Head>
  );
}
