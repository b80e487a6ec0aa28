import type { GetStaticPaths, GetStaticProps } from 'next';
import { getPageSlugs, lookupAffiliatePage, lookupPage, type Lookup } from '@/api/content';
import type { AffiliatePage, ContentPage } from '@/api/schemas/content';
import { translations } from '@/lib/i18n/static-props';
import { afterContentFailure } from '@/lib/static-outage';
import { contentPreviewToken } from '@/lib/preview-mode';
import { isLocale, itemPagePath, locales, pagePathOf, type ContentKind, type Locale } from '@/routes/href';
import { slugParam } from '@/routes/params';

const REVALIDATE_S = 300;
/** A 404 or a page generated while the content service was down is looked at again soon. */
const REVALIDATE_SHORT_S = 15;

/**
 * page null: generated while the content service was down with no good version to keep
 * (`unavailable`), or (campaigns and articles, which say so in place) an unknown slug. preview:
 * rendered in a marketer's preview (draft mode), drafts and unpublished changes included.
 */
type SlugPageProps<T> = { slug: string; page: T | null; preview: boolean; unavailable?: boolean };
export type ContentPageProps = SlugPageProps<ContentPage>;
export type AffiliatePageProps = SlugPageProps<AffiliatePage>;
export type ContentItemProps = SlugPageProps<ContentPage>;

/** Every published information page in every locale; others are generated on first request. */
export const contentPagePaths: GetStaticPaths = async () => {
  const slugs = (await getPageSlugs()).filter((p) => p.type === 'page').map((p) => p.slug);
  return {
    paths: slugs.flatMap((slug) => locales.map((locale) => ({ params: { slug }, locale }))),
    fallback: 'blocking',
  };
};

/** Generated on their first request. */
export const onFirstRequest: GetStaticPaths = () => Promise.resolve({ paths: [], fallback: 'blocking' });

type SlugPageRules<T> = {
  /**
   * The page Next renders and caches it as, by which its good renders are remembered
   * (src/lib/static-outage.ts): its route, or a campaign's or an article's item page.
   */
  cachedAs: { route: 'contentPage' | 'affiliatePage' } | { item: ContentKind };
  /** The item; drafts too when given the content service's preview token. */
  load: (slug: string, previewToken: string | undefined) => Promise<Lookup<T>>;
  accept: (item: T) => boolean;
  /** An unknown slug renders the page's own "not found" (page null) instead of the 404. */
  missingInPlace?: boolean;
};

/**
 * Static props of a slug page: the item, a 404 (translated, by src/pages/404.tsx) only when
 * the service says there is none, and on a failure the last good version or an "unavailable"
 * render regenerated soon (src/lib/static-outage.ts), never a cached 404. In a marketer's
 * preview (Next's draft mode: rendered per request, never cached) drafts are asked for with
 * the server's preview token.
 */
function slugPageProps<T>({ cachedAs, load, accept, missingInPlace = false }: SlugPageRules<T>): GetStaticProps<SlugPageProps<T>> {
  return async ({ locale, params, draftMode }) => {
    const slug = slugParam.safeParse(params?.slug);
    if (!isLocale(locale) || !slug.success) return { notFound: true, revalidate: REVALIDATE_SHORT_S };
    const preview = draftMode === true;
    const pagePath =
      'item' in cachedAs ? itemPagePath(cachedAs.item, slug.data, locale) : pagePathOf({ id: cachedAs.route, params: { slug: slug.data } }, locale);
    const props = async (page: T | null) => ({ slug: slug.data, page, preview, ...(await translations(locale as Locale, ['content'])) });
    const found = await load(slug.data, contentPreviewToken(preview));
    if (found.status === 'failed') {
      const unavailable = async () => ({ props: { ...(await props(null)), unavailable: true }, revalidate: REVALIDATE_SHORT_S });
      // A preview is rendered per request and never cached: it neither has a kept version to throw
      // on to nor leaves one, so it stays out of the memory of good renders.
      return preview ? unavailable() : afterContentFailure(pagePath, unavailable);
    }
    if (found.status === 'missing' || !accept(found.item)) {
      return missingInPlace ? { props: await props(null), revalidate: REVALIDATE_SHORT_S } : { notFound: true, revalidate: REVALIDATE_SHORT_S };
    }
    return { props: await props(found.item), revalidate: REVALIDATE_S };
  };
}

const lookupContent = (slug: string, previewToken: string | undefined) => lookupPage(slug, { previewToken });

/** An information page (terms, privacy ...): only pages of type `page`; drafts only in preview. */
export const contentPageProps: GetStaticProps<ContentPageProps> = slugPageProps({ cachedAs: { route: 'contentPage' }, load: lookupContent, accept: (page) => page.type === 'page' });

/** A campaign or an article, opened on its list's route; an unknown one says so there. */
export const contentItemProps = (kind: ContentKind): GetStaticProps<ContentItemProps> =>
  slugPageProps({ cachedAs: { item: kind }, load: lookupContent, accept: (page) => page.type === kind, missingInPlace: true });

/** Affiliate landing pages are generated on their first request (the service lists none, and has no drafts). */
export const affiliatePagePaths = onFirstRequest;

export const affiliatePageProps: GetStaticProps<AffiliatePageProps> = slugPageProps({ cachedAs: { route: 'affiliatePage' }, load: (slug) => lookupAffiliatePage(slug), accept: () => true });
