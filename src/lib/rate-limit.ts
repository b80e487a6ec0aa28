/**
 * A fixed-window counter per key with a cap over all keys, kept in the server's memory: enough
 * to keep an endpoint anyone may call (CSP reports) from flooding the logs. It is per server
 * instance, which is what a log's volume depends on.
 */
export type RateLimit = { allow(key: string, now?: number): boolean };

export function rateLimit({ perKey, total, windowMs, maxKeys = 10_000 }: { perKey: number; total: number; windowMs: number; maxKeys?: number }): RateLimit {
  let windowStart = 0;
  let all = 0;
  const counts = new Map<string, number>();
  return {
    allow(key, now = Date.now()) {
      if (now - windowStart >= windowMs) {
        windowStart = now;
        all = 0;
        counts.clear();
      }
      const mine = counts.get(key) ?? 0;
      if (all >= total || mine >= perKey) return false;
      // A flood of distinct keys must not grow the map without bound: past maxKeys, new keys share one count.
      const slot = counts.has(key) || counts.size < maxKeys ? key : '*';
      counts.set(slot, (counts.get(slot) ?? 0) + 1);
      all += 1;
      return true;
    },
  };
}
