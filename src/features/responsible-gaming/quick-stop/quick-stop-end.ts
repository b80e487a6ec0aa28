/**
 * The end of a quick stop's cool-off, kept for this tab (sessionStorage) so that the visitor
 * the player has just become is shown it after the logout, and again after a reload. No
 * imports: the shell reads it in every page's first load.
 */
const KEY = 'kasino_quick_stop_until';
/** Where storage is blocked, the end is kept until the page is loaded again. */
let unstored: string | null = null;

/** The kept end (an ISO timestamp), or null. */
export function readQuickStopEnd(): string | null {
  try {
    return window.sessionStorage.getItem(KEY) ?? unstored;
  } catch {
    return unstored;
  }
}

/** Keeps the end, or with null forgets it. */
export function keepQuickStopEnd(until: string | null): void {
  unstored = until;
  try {
    if (until) window.sessionStorage.setItem(KEY, until);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: `unstored` holds it.
  }
}
