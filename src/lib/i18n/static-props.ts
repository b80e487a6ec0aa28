import type { GetStaticProps, GetStaticPropsContext } from 'next';
import type * as z from 'zod/mini';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import nextI18NextConfig from '../../../next-i18next.config';
import { isLocale, toLocale } from '@/routes/href';

/** Translation namespaces; 'common' is always loaded. */
export type Namespace = 'common' | 'auth' | 'forms' | 'errors' | 'lobby' | 'search' | 'game' | 'content' | 'account' | 'limits' | 'settings' | 'documents' | 'wheel' | 'promotions' | 'bonus-game';

/** Loaded on every page: the shell's login sidebar and error messages can appear anywhere. */
const ALWAYS: Namespace[] = ['common', 'auth', 'forms', 'errors', 'search'];

export async function translations(locale: string | undefined, namespaces: Namespace[] = []) {
  const unique = Array.from(new Set<Namespace>([...ALWAYS, ...namespaces]));
  return serverSideTranslations(toLocale(locale), unique, nextI18NextConfig);
}

/**
 * getStaticProps for a page that needs only translations. Next's 'default' locale is never
 * rendered (the middleware redirects unprefixed requests), so it is not generated.
 */
export function staticTranslations(namespaces: Namespace[] = []): GetStaticProps {
  return async ({ locale }: GetStaticPropsContext) => {
    if (!isLocale(locale)) return { notFound: true };
    return { props: { ...(await translations(locale, namespaces)) } };
  };
}

/** getStaticProps for a dynamic route whose params must satisfy the schema, else 404. */
export function dynamicTranslations(params: z.ZodMiniType, namespaces: Namespace[] = []): GetStaticProps {
  return async ({ locale, params: raw }: GetStaticPropsContext) => {
    if (!isLocale(locale) || !params.safeParse(raw).success) return { notFound: true, revalidate: 60 };
    return { props: { ...(await translations(locale, namespaces)) }, revalidate: 300 };
  };
}
