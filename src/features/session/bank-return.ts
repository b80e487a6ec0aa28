import { jsonFields, tabStorage } from '@/lib/tab-storage';
import { safeRedirectPath } from '@/routes/safe-redirect';

const KEY = 'kasino.bankLogin';

type Started = { token: string; path: string };

/**
 * A bank login started in this tab: the login's token, kept as a nonce, and where to come back
 * to. The bank sends the browser back with `?bankToken=`; only the tab that started that very
 * login accepts it, so a return link made by someone else (login CSRF: it would log the victim
 * in to the sender's account) logs no one in. Where storage is blocked nothing is kept, so the
 * return is refused as one this tab did not start.
 */
export const bankReturn = {
  /** False where the login could not be kept (storage blocked or full): its return will be refused. */
  start: (token: string, path: string): boolean => tabStorage.keep(KEY, JSON.stringify({ token, path } satisfies Started)),
  /** The return for `bankToken`: its safe path (or null for none), or false when this tab did not start that login. Used once. */
  take: (bankToken: string): { returnTo: string | null } | false => {
    const started = tabStorage.readJson(KEY, startedLogin);
    tabStorage.forget(KEY);
    if (!started || started.token !== bankToken) return false;
    return { returnTo: safeRedirectPath(started.path) };
  },
};

function startedLogin(value: unknown): Started | null {
  const { token, path } = jsonFields(value);
  return typeof token === 'string' && token !== '' && typeof path === 'string' ? { token, path } : null;
}
