import { getWorld } from '@/mocks/world/worlds';
import type { Locale } from '@/routes/href';
import { loadResources } from './i18n';

/** The player check (GET /player) answers 503 every time, as a failing gateway would. */
export const failPlayerCheck = () => getWorld().failures.push({ call: 'main.player', remaining: 'always', status: 503 });

/** The backend recovers: every injected failure is gone. */
export const recoverBackend = () => {
  getWorld().failures.length = 0;
};

/** What a page says while the check keeps failing, and its retry, as the player reads them. */
export function sessionCheckCopy(locale: Locale): { failed: string; retry: string } {
  const { sessionCheck } = loadResources(locale).common as { sessionCheck: { failed: string; retry: string } };
  return sessionCheck;
}
