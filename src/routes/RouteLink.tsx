import Router, { useRouter } from 'next/router';
import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { href, hrefFor, routeIdForPage, toLocale, type Locale, type RouteId, type RouteParams } from './href';
import { withoutSecrets } from './url-secrets';

/**
 * The current locale, apart from the router: the router's state also changes with the query
 * (once right after every prerendered page hydrates), and reading it re-renders every reader,
 * such as each game tile, where only the locale matters.
 */
const LocaleContext = createContext<Locale | null>(null);

/** Provides the site locale of the router's locale ('default' never renders). */
export function LocaleProvider({ locale, children }: { locale: string | undefined; children: ReactNode }) {
  return <LocaleContext.Provider value={toLocale(locale)}>{children}</LocaleContext.Provider>;
}

/** The current site locale. */
export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale outside LocaleProvider');
  return locale;
}

/** The route of the current page (null: a page outside the route table, such as 404). */
export function useRouteId(): RouteId | null {
  return routeIdForPage(useRouter().pathname);
}

/**
 * The current page's canonical path in a locale (default: the current one), with its query
 * less any token (./url-secrets.ts), so no language link or redirectUrl copies one. Built from
 * the route table rather than asPath, which lacks the locale prefix and, while prerendering,
 * names the page file instead of the localized path.
 */
export function useCurrentPath(): (locale?: Locale) => string {
  const router = useRouter();
  const current = useLocale();
  const id = routeIdForPage(router.pathname) ?? 'home';
  const at = router.asPath.indexOf('?');
  const search = router.isReady && at >= 0 ? withoutSecrets(router.asPath.slice(at)) : '';
  return (locale = current) => `${hrefFor(id, locale, router.query)}${search}`;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A complete path with its locale (from href()), or an external URL. */
  href: string;
  /** false keeps the scroll position (pagination). */
  scroll?: boolean;
};

/** A click the browser should handle itself: modified, not the main button, or another target. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { currentTarget: a } = event;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (a.target !== '' && a.target !== '_self') ||
    a.hasAttribute('download')
  );
}

/**
 * The one link component: a real <a href> whose plain clicks navigate on the client. Our hrefs
 * are already complete localized paths, so it skips next/link's href resolution and its
 * per-link IntersectionObserver, which on a lobby page of dozens of tiles cost a mid-range
 * phone a re-render of every visible link after hydration. It prefetches on hover and touch.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, scroll = true, onClick, onMouseEnter, onTouchStart, ...rest }, ref) {
  const internal = href.startsWith('/') && !href.startsWith('//');
  // The router singleton, read when used: a link does not change with the router's state.
  const prefetch = () => {
    if (internal && process.env.NODE_ENV === 'production') Router.prefetch(href, href, { locale: false }).catch(() => undefined);
  };
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!internal || browserHandles(event)) return;
        event.preventDefault();
        void Router.push(href, href, { locale: false, scroll });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
    />
  );
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
  return <Link {...rest} href={target} />;
}
