import { fallbackLocale, hrefFor, isLocale, locales, routeIds, type Locale, type RouteId } from './href';
import { ROUTES } from './table';

/*
 * Route matching: from a path to its route, and to the same route in another locale. Not in
 * ./href.ts, which every page loads: the browser needs it only for a return path made in
 * another locale (`inPageLocale`, ./guard.ts, loads it then); the
 * middleware and the server use it for every request they redirect.
 */

export type RouteMatch = { id: RouteId; params: Record<string, string> };

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] as string;
    const actual = got[i] as string;
    const dynamic = /^\[(\w+)\]$/.exec(segment);
    if (dynamic) {
      if (!actual) return null;
      try {
        params[dynamic[1] as string] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) return null;
  }
  return params;
}

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/**
 * Finds the route a locale-less path belongs to, preferring the given locale's canonical path,
 * then any locale's variant (an alias). Static routes win over dynamic ones.
 */
export function matchPath(path: string, prefer: Locale = fallbackLocale): RouteMatch | null {
  const clean = normalise(path);
  const order: Locale[] = [prefer, ...locales.filter((l) => l !== prefer)];
  const byStatic = [...routeIds].sort((a, b) => Number(ROUTES[a].en.includes('[')) - Number(ROUTES[b].en.includes('[')));
  for (const locale of order) {
    for (const id of byStatic) {
      const params = matchPattern(ROUTES[id][locale], clean);
      if (params) return { id, params };
    }
  }
  return null;
}

/**
 * A same-site path (`/en/games?x=1`) in another locale: a known route's path there, its query
 * and hash kept. A path with no locale prefix, or of no known route, is left as it is. A return
 * path made on a page of one locale (the login page's redirectUrl) follows a language change.
 */
export function localizedPath(path: string, locale: Locale): string {
  const url = new URL(path, 'http://kasino.invalid');
  const [, prefix, ...rest] = url.pathname.split('/');
  if (!isLocale(prefix) || prefix === locale) return path;
  const match = matchPath(`/${rest.join('/')}`, prefix);
  return match ? `${hrefFor(match.id, locale, match.params)}${url.search}${url.hash}` : path;
}
