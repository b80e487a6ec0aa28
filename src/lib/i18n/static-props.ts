import type { GetStaticProps, GetStaticPropsContext } from 'next';
import type * as z from 'zod/mini';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import nextI18NextConfig from '../../../next-i18next.config';
import { isLocale, toLocale } from '@/routes/href';
import { PAGE_NAMESPACES, type Namespace } from './namespaces';

export type { Namespace } from './namespaces';

export async function translations(locale: string | undefined, namespaces: readonly Namespace[] = []) {
  const unique = Array.from(new Set<Namespace>([...PAGE_NAMESPACES, ...namespaces]));
  return serverSideTranslations(toLocale(locale), unique, nextI18NextConfig);
}

/**
 * getStaticProps for a page that needs only translations. Next's 'default' locale is never
 * rendered (the middleware redirects unprefixed requests), so it is not generated.
 */
export function staticTranslations(namespaces: readonly Namespace[] = []): GetStaticProps {
  return async ({ locale }: GetStaticPropsContext) => {
    if (!isLocale(locale)) return { notFound: true };
    return { props: { ...(await translations(locale, namespaces)) } };
  };
}

/** getStaticProps for a dynamic route whose params must satisfy the schema, else 404. */
export function dynamicTranslations(params: z.ZodMiniType, namespaces: readonly Namespace[] = []): GetStaticProps {
  return async ({ locale, params: raw }: GetStaticPropsContext) => {
    if (!isLocale(locale) || !params.safeParse(raw).success) return { notFound: true, revalidate: 60 };
    return { props: { ...(await translations(locale, namespaces)) }, revalidate: 300 };
  };
}
