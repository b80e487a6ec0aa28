import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { forwardRef, type ComponentProps } from 'react';
import { href, hrefFor, routeIdForPage, toLocale, type Locale, type RouteId, type RouteParams } from './href';

/** The current site locale ('default' never renders). */
export function useLocale(): Locale {
  return toLocale(useRouter().locale);
}

/**
 * The current page's canonical path in a locale (default: the current one), with its query.
 * Built from the route table rather than asPath, which lacks the locale prefix and, while
 * prerendering, names the page file instead of the localized path.
 */
export function useCurrentPath(): (locale?: Locale) => string {
  const router = useRouter();
  const current = useLocale();
  const id = routeIdForPage(router.pathname) ?? 'home';
  const at = router.asPath.indexOf('?');
  const search = router.isReady && at >= 0 ? router.asPath.slice(at) : '';
  return (locale = current) => `${hrefFor(id, locale, router.query)}${search}`;
}

/**
 * The one link component. It prefetches on hover and touch, not when it scrolls into view:
 * a lobby page shows dozens of game links, and prefetching each game page's code and data at
 * load costs a mid-range phone seconds of main thread for pages the player may never open.
 */
export const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof NextLink>>(function Link({ prefetch = false, ...rest }, ref) {
  return <NextLink ref={ref} prefetch={prefetch} {...rest} />;
});

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
