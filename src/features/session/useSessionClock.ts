import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/clock';
import { formatDuration } from '@/lib/format';

/**
 * Session time since the session start (spec 3: activities[0].createdTime), on the server's
 * clock. Computed from the timestamp on every tick, so it stays right after a hidden tab wakes up.
 */
export function useSessionClock(start: Date | null): string | null {
  const [nowMs, setNow] = useState(() => serverNow().getTime());
  useEffect(() => {
    if (!start) return;
    setNow(serverNow().getTime());
    const timer = setInterval(() => setNow(serverNow().getTime()), 1000);
    return () => clearInterval(timer);
  }, [start]);
  return start ? formatDuration(nowMs - start.getTime()) : null;
}
