import { useEffect } from 'react';

/**
 * Calls `onRestored` when the browser shows this page again from its back/forward cache (the
 * player pressed Back after the page left for a provider's or a bank's), as it was left: what
 * was left busy for the leaving is the player's again. A page loaded afresh starts over anyway.
 * `onRestored` should keep its identity (useCallback): a new one subscribes again.
 */
export function usePageRestored(onRestored: () => void): void {
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) onRestored();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [onRestored]);
}
