import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/clock';

/**
 * "Now" once hydrated (null while prerendering, so static HTML never bakes in a stale date),
 * refreshed each minute on the server's clock.
 */
export function useClientNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(serverNow());
    const timer = setInterval(() => setNow(serverNow()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
