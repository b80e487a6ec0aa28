import { hasCookie } from '@/lib/cookies';

/**
 * The end of a quick stop's cool-off, kept for this tab (sessionStorage) so that the visitor
 * the player has just become is shown it after the logout, and again after a reload. Only the
 * reading is here, for the shell, which does it in every page's first load: its one import is
 * in that load already, and nothing else imports it, so it costs no module of its own there. The
 * quick stop writes it (./keep-quick-stop-end.ts, under the same key and mark, which it does not
 * import from here: that would make this a module of its own; the jest tests go through both).
 */
const KEY = 'kasino_quick_stop_until';

/**
 * Set (a session cookie) while an end is kept. The tab's storage is read only under it: a
 * page's first storage read waits for the browser process, which on a busy phone lands in the
 * hydration (docs/decisions.md, "Blocking time"), and next to no page load has an end to show.
 */
const MARK = 'kasino_quick_stop';

/** The kept end (an ISO timestamp), or null (none, or storage blocked). */
export function readQuickStopEnd(): string | null {
  if (!hasCookie(MARK, '1')) return null;
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
