import { safeRedirectPath } from '@/routes/safe-redirect';

const KEY = 'kasino.bankLoginReturn';

/** Where to come back to after the bank: kept for the tab only, and only a same-site path. */
export const bankReturn = {
  save: (path: string) => window.sessionStorage.setItem(KEY, path),
  take: (): string | null => {
    const value = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return safeRedirectPath(value);
  },
};
