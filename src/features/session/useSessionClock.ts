import { useEffect, useState } from 'react';
import { formatDuration } from '@/lib/format';

/**
 * Session time since the session start (spec 3: activities[0].createdTime). Computed from the
 * timestamp on every tick, so it stays right after a hidden tab wakes up.
 */
export function useSessionClock(start: Date | null): string | null {
  const [nowMs, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!start) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [start]);
  return start ? formatDuration(nowMs - start.getTime()) : null;
}
