import { startTransition, useEffect, useState } from 'react';

/** Any engagement: a tap, a click, a key, a scroll. */
export const ANY_INPUT = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** A scroll of the page or of anything in it, by any means (wheel, touch, keys, scrollbar). */
export const SCROLL_EVENTS = ['scroll'] as const;

/**
 * Whether one of `events` has come since the page hydrated (ANY_INPUT: whether the person has
 * engaged with the page). The browser stops looking for the
 * largest paint at the first input, so what waits for this never becomes the page's largest
 * paint, and never takes the first look.
 */
export function useEngaged(events: readonly string[]): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged) return;
    // A transition, not an urgent update: React renders urgent updates waiting anywhere in the
    // same synchronous pass as a press's own, in the middle of the press's dispatch, and what this
    // swaps in (the footer's language switcher for its button) took the pressed element away
    // before the press reached it: the press was lost (CI, about 1 in 40 runs).
    const engage = () => startTransition(() => setEngaged(true));
    for (const type of events) window.addEventListener(type, engage, { capture: true, passive: true, once: true });
    return () => {
      for (const type of events) window.removeEventListener(type, engage, { capture: true });
    };
  }, [engaged, events]);
  return engaged;
}
