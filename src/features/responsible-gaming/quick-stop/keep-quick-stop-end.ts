import { tabStorage } from '@/lib/tab-storage';
import type { StartedCoolOff } from '../cool-off-end';

/** The key ./read-quick-stop-end.ts reads (a module of the shell's first load, so it is not imported here). */
const KEY = 'kasino_quick_stop_until';
/** Marks an end the backend did not name (our estimate), so the notice says "about". */
const ESTIMATED = '~';

/**
 * Keeps a quick stop's end for the tab, or with null forgets it. Where storage is blocked
 * nothing is kept: the dialog has said until about when before the player confirmed.
 */
export function keepQuickStopEnd(end: StartedCoolOff | null): void {
  if (end) tabStorage.keep(KEY, `${end.estimated ? ESTIMATED : ''}${end.until}`);
  else tabStorage.forget(KEY);
}

/** A kept end as written above: the time, and whether it is our estimate. */
export function keptQuickStopEnd(kept: string): { end: Date; estimated: boolean } {
  const estimated = kept.startsWith(ESTIMATED);
  return { end: new Date(estimated ? kept.slice(ESTIMATED.length) : kept), estimated };
}
