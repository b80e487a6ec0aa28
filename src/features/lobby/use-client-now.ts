import { startTransition, useEffect, useState } from 'react';
import { onServerClockChange, serverNow } from '@/lib/clock';

/**
 * "Now" once hydrated (null while prerendering, so static HTML never bakes in a stale date),
 * refreshed each minute and whenever the server's clock turns out different. The update is a
 * transition: it re-renders every grid of a lobby (the "new" labels) right after hydration, and
 * as a transition React renders it in slices that yield to the browser.
 */
export function useClientNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const update = () => startTransition(() => setNow(serverNow()));
    update();
    const timer = setInterval(update, 60_000);
    const unsubscribe = onServerClockChange(update);
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, []);
  return now;
}
