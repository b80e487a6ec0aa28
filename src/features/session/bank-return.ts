import { safeRedirectPath } from '@/routes/safe-redirect';

const KEY = 'kasino.bankLogin';

type Started = { token: string; path: string };

/**
 * A bank login started in this tab: the login's token, kept as a nonce, and where to come back
 * to. The bank sends the browser back with `?bankToken=`; only the tab that started that very
 * login accepts it, so a return link made by someone else (login CSRF: it would log the victim
 * in to the sender's account) logs no one in.
 */
export const bankReturn = {
  start: (token: string, path: string) => window.sessionStorage.setItem(KEY, JSON.stringify({ token, path } satisfies Started)),
  /** The return for `bankToken`: its safe path (or null for none), or false when this tab did not start that login. Used once. */
  take: (bankToken: string): { returnTo: string | null } | false => {
    const stored = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    const started = parse(stored);
    if (!started || started.token !== bankToken) return false;
    return { returnTo: safeRedirectPath(started.path) };
  },
};

function parse(text: string | null): Started | null {
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    if (typeof value !== 'object' || value === null) return null;
    const { token, path } = value as Record<string, unknown>;
    return typeof token === 'string' && token !== '' && typeof path === 'string' ? { token, path } : null;
  } catch {
    return null;
  }
}
