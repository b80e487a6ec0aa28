import type { NextPage } from 'next';
import type { Locale } from './href';
import { safeRedirectPath } from './safe-redirect';

/** What a page declares about login (spec 2.2). */
export type PageGuard = 'auth-required' | 'redirect-for-authenticated';
export type LoginStatus = 'unknown' | 'loggedIn' | 'loggedOut';

export type GuardDecision = { action: 'render' } | { action: 'wait' } | { action: 'redirect'; to: string };

/**
 * The one guard rule. auth-required: a logged-out visitor goes to the login route with the
 * current path as redirectUrl. redirect-for-authenticated: a logged-in player goes to a safe
 * redirectUrl, or home.
 */
export function decideGuard(input: {
  guard: PageGuard | undefined;
  status: LoginStatus;
  currentPath: string;
  redirectUrl: unknown;
  loginPath: string;
  homePath: string;
  /** A login from the address bar is under way here (src/state/login-handoff.ts): a logged-in player stays. */
  loginHandoff?: boolean;
}): GuardDecision {
  const { guard, status } = input;
  if (!guard) return { action: 'render' };
  if (status === 'unknown') return guard === 'auth-required' ? { action: 'wait' } : { action: 'render' };
  if (guard === 'auth-required' && status === 'loggedOut') {
    const query = new URLSearchParams({ redirectUrl: input.currentPath });
    return { action: 'redirect', to: `${input.loginPath}?${query.toString()}` };
  }
  if (guard === 'redirect-for-authenticated' && status === 'loggedIn' && !input.loginHandoff) {
    return { action: 'redirect', to: destinationAfterLogin(input.redirectUrl, input.homePath) };
  }
  return { action: 'render' };
}

/**
 * Where a logged-in player on a page for visitors (the login page) goes: a safe redirectUrl, or
 * home. A redirectUrl made in another locale is moved to the page's by whoever navigates
 * (`inPageLocale`).
 */
export function destinationAfterLogin(redirectUrl: unknown, homePath: string): string {
  return safeRedirectPath(redirectUrl) ?? homePath;
}

/**
 * Where a login made at `path` goes on to: from the login page itself, where the guard would
 * send the player (its redirectUrl, or home), in one navigation; from any other page, that page.
 */
export function pathAfterLogin(path: string, loginPath: string, homePath: string): string {
  const url = new URL(path, 'http://localhost');
  return url.pathname === loginPath ? destinationAfterLogin(url.searchParams.get('redirectUrl'), homePath) : path;
}

/** A page may declare its guard: `Page.guard = 'auth-required'`. */
export type GuardedPage<P = object> = NextPage<P> & { guard?: PageGuard };

/**
 * A return path in the page's locale: one made in another (the player changed the language on
 * the login page) goes to the same route in this one. Route matching loads only for such a
 * path (./match-path.ts, off every page's first load), and a failed load leaves it as it is.
 */
export async function inPageLocale(path: string, locale: Locale): Promise<string> {
  if (path.split(/[/?#]/)[1] === locale) return path;
  return import('./match-path').then(({ localizedPath }) => localizedPath(path, locale), () => path);
}
