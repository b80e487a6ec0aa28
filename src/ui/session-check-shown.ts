import { useEffect } from 'react';
import { createStore, useStore } from '@/lib/store';

/**
 * How many pages' own session-check failures (`SessionCheckFailed`: a guarded page, the login
 * page, the bonus wheel) are on screen: the shell's notice for the same failure stands back for
 * them. Imported only by those two lazy parts, so it costs the first load nothing.
 */
const shown = createStore(0);

/** Counts the calling page's failure view while it is mounted. */
export function useShowingSessionCheck(): void {
  useEffect(() => {
    shown.set(shown.get() + 1);
    return () => shown.set(shown.get() - 1);
  }, []);
}

/** Whether a page says itself that the session check failed. */
export const usePageShowsSessionCheck = (): boolean => useStore(shown, (count) => count > 0);
