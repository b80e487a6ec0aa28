/**
 * The end of a quick stop's cool-off, kept for this tab (sessionStorage) so that the visitor
 * the player has just become is shown it after the logout, and again after a reload. Only the
 * reading is here, for the shell, which does it in every page's first load: no imports, and
 * imported by nothing else, so it costs no module of its own there. The quick stop writes it
 * (./keep-quick-stop-end.ts, under the same key; the jest tests go through both).
 */
const KEY = 'kasino_quick_stop_until';

/** The kept end (an ISO timestamp), or null (none, or storage blocked). */
export function readQuickStopEnd(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
