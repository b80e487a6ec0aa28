/**
 * Resolves once `ready()` holds, checked every 50 ms from `afterMs` on, or after `withinMs`
 * (counted from the call) all the same: for a step that waits on the page (a sidebar sliding
 * out, a bar that re-renders) without an event to wait for.
 */
export function whenReady(ready: () => boolean, { afterMs = 0, withinMs }: { afterMs?: number; withinMs: number }): Promise<void> {
  const until = Date.now() + withinMs;
  return new Promise((resolve) => {
    const check = () => (ready() || Date.now() > until ? resolve() : setTimeout(check, 50));
    if (afterMs > 0) setTimeout(check, afterMs);
    else check();
  });
}
