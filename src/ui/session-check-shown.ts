import { useEffect, useSyncExternalStore } from 'react';

/**
 * How many pages' own session-check failures (`SessionCheckFailed`: a guarded page, the login
 * page, the bonus wheel) are on screen: the shell's notice for the same failure stands back for
 * them. Imported only by those two lazy parts, so it costs the first load nothing.
 */
let shown = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Counts the calling page's failure view while it is mounted. */
export function useShowingSessionCheck(): void {
  useEffect(() => {
    shown += 1;
    changed();
    return () => {
      shown -= 1;
      changed();
    };
  }, []);
}

/** Whether a page says itself that the session check failed. */
export const usePageShowsSessionCheck = (): boolean => useSyncExternalStore(subscribe, () => shown > 0, () => false);
