import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ComponentProps } from 'react';
import { href, toLocale, type Locale, type RouteId, type RouteParams } from './href';

/** The current site locale ('default' never renders). */
export function useLocale(): Locale {
  return toLocale(useRouter().locale);
}

type Props<R extends RouteId> = Omit<ComponentProps<typeof Link>, 'href' | 'locale'> & {
  to: R;
  params?: RouteParams<R>;
  query?: Record<string, string | undefined>;
};

/** A link to a route of the table, in the current locale. */
export function RouteLink<R extends RouteId>({ to, params, query, ...rest }: Props<R>) {
  const locale = useLocale();
  const target = href(to, { locale, params, query } as Parameters<typeof href<R>>[1]);
  return <Link {...rest} href={target} locale={false} />;
}
