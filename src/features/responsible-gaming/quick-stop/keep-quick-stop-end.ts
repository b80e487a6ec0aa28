/** The key ./read-quick-stop-end.ts reads (a module of the shell's first load, so it is not imported here). */
const KEY = 'kasino_quick_stop_until';

/**
 * Keeps a quick stop's end for the tab, or with null forgets it. Where storage is blocked
 * nothing is kept: the dialog has said until about when before the player confirmed.
 */
export function keepQuickStopEnd(until: string | null): void {
  try {
    if (until) window.sessionStorage.setItem(KEY, until);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked.
  }
}
