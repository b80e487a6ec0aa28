import Head from 'next/head';
import type { PageSummary } from '@/api/schemas/content';
import { env } from '@/lib/env';
import { locales, type Locale } from '@/routes/href';
import { localeText } from '@/lib/content-text';

/** Open Graph's locale names (language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = { fi: 'fi_FI', en: 'en_GB', et: 'et_EE' };

/** Open Graph tags of a news article or a campaign, for link previews when it is shared. */
export function OpenGraph({ item, url, locale }: { item: PageSummary; url: string; locale: Locale }) {
  const title = localeText(item.title, locale, item.slug);
  const description = localeText(item.summary, locale);
  return (
    <Head>
      <meta key="og:type" property="og:type" content="article" />
      <meta key="og:title" property="og:title" content={title} />
      {description ? <meta key="og:description" property="og:description" content={description} /> : null}
      {item.thumbnail ? <meta key="og:image" property="og:image" content={item.thumbnail} /> : null}
      <meta key="og:url" property="og:url" content={`${env.siteUrl}${url}`} />
      <meta key="og:locale" property="og:locale" content={OG_LOCALES[locale]} />
      {locales
        .filter((l) => l !== locale)
        .map((l) => (
          <meta key={`og:locale:alternate:${l}`} property="og:locale:alternate" content={OG_LOCALES[l]} />
        ))}
    </Head>
  );
}
