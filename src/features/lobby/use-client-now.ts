import { useEffect, useState } from 'react';
import { onServerClockChange, serverNow } from '@/lib/clock';

/**
 * "Now" once hydrated (null while prerendering, so static HTML never bakes in a stale date),
 * refreshed each minute and whenever the server's clock turns out different.
 */
export function useClientNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const update = () => setNow(serverNow());
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
