import type { GetStaticPaths, GetStaticProps } from 'next';
import { getPageSlugs, lookupAffiliatePage, lookupPage, type Lookup } from '@/api/content';
import type { AffiliatePage, ContentPage } from '@/api/schemas/content';
import { translations } from '@/lib/i18n/static-props';
import { afterContentFailure, rememberGoodRender } from '@/lib/static-outage';
import { isLocale, locales, type Locale } from '@/routes/href';
import { slugParam } from '@/routes/params';

const REVALIDATE_S = 300;
/** A 404 or a page generated while the content service was down is looked at again soon. */
const REVALIDATE_SHORT_S = 15;

/** null: generated while the content service was down, with no good version to keep. */
export type ContentPageProps = { page: ContentPage | null };
export type AffiliatePageProps = { page: AffiliatePage | null };

/** Every published information page in every locale; others are generated on first request. */
export const contentPagePaths: GetStaticPaths = async () => {
  const slugs = (await getPageSlugs()).filter((p) => p.type === 'page').map((p) => p.slug);
  return {
    paths: slugs.flatMap((slug) => locales.map((locale) => ({ params: { slug }, locale }))),
    fallback: 'blocking',
  };
};

/**
 * Static props of a slug page: the item, a 404 (translated, by src/pages/404.tsx) only when
 * the service says there is none, and on a failure the last good version or an "unavailable"
 * render regenerated soon (src/lib/static-outage.ts), never a cached 404.
 */
function slugPageProps<T>(kind: string, load: (slug: string) => Promise<Lookup<T>>, accept: (item: T) => boolean): GetStaticProps<{ page: T | null }> {
  return async ({ locale, params }) => {
    const slug = slugParam.safeParse(params?.slug);
    if (!isLocale(locale) || !slug.success) return { notFound: true, revalidate: REVALIDATE_SHORT_S };
    const pagePath = `/${locale}/${kind}/${slug.data}`;
    const props = async (page: T | null) => ({ page, ...(await translations(locale as Locale, ['content'])) });
    const found = await load(slug.data);
    if (found.status === 'failed') {
      return afterContentFailure(pagePath, async () => ({ props: await props(null), revalidate: REVALIDATE_SHORT_S }));
    }
    if (found.status === 'missing' || !accept(found.item)) return { notFound: true, revalidate: REVALIDATE_SHORT_S };
    rememberGoodRender(pagePath);
    return { props: await props(found.item), revalidate: REVALIDATE_S };
  };
}

/** An information page (terms, privacy ...): only pages of type `page`, never a draft. */
export const contentPageProps: GetStaticProps<ContentPageProps> = slugPageProps('info', (slug) => lookupPage(slug), (page) => page.type === 'page');

/** Affiliate landing pages are generated on their first request (the service lists none). */
export const affiliatePagePaths: GetStaticPaths = () => Promise.resolve({ paths: [], fallback: 'blocking' });

export const affiliatePageProps: GetStaticProps<AffiliatePageProps> = slugPageProps('welcome', (slug) => lookupAffiliatePage(slug), () => true);
