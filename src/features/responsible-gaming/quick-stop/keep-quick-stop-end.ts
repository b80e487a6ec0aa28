import { hasCookie, removeCookie, setCookie } from '@/lib/cookies';
import { tabStorage } from '@/lib/tab-storage';
import type { StartedCoolOff } from '../cool-off-end';

/** The key and mark ./read-quick-stop-end.ts reads (a module of the shell's first load, so they are not imported here). */
const KEY = 'kasino_quick_stop_until';
const MARK = 'kasino_quick_stop';
/** Marks an end the backend did not name (our estimate), so the notice says "about". */
const ESTIMATED = '~';

/**
 * Keeps a quick stop's end for the tab, with the mark that lets the shell read it, or with null
 * forgets it; a page without the mark has nothing to forget, so it touches no storage. Where
 * storage is blocked nothing is kept: the dialog has said until about when before the player
 * confirmed.
 */
export async function keepQuickStopEnd(end: StartedCoolOff | null): Promise<void> {
  if (end) {
    if (tabStorage.keep(KEY, `${end.estimated ? ESTIMATED : ''}${end.until}`)) await setCookie(MARK, '1');
  } else if (hasCookie(MARK, '1')) {
    tabStorage.forget(KEY);
    await removeCookie(MARK);
  }
}

/** A kept end as written above: the time, and whether it is our estimate. */
export function keptQuickStopEnd(kept: string): { end: Date; estimated: boolean } {
  const estimated = kept.startsWith(ESTIMATED);
  return { end: new Date(estimated ? kept.slice(ESTIMATED.length) : kept), estimated };
}
