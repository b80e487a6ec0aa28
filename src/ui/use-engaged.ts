import { useEffect, useState } from 'react';

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** A scroll of the page or of anything in it, by any means (wheel, touch, keys, scrollbar). */
export const SCROLL_EVENTS = ['scroll'] as const;

/**
 * Whether the person has engaged with the page (a tap, a click, a key, a scroll) since it
 * hydrated; given `events`, whether one of those has come. The browser stops looking for the
 * largest paint at the first input, so what waits for this never becomes the page's largest
 * paint, and never takes the first look.
 */
export function useEngaged(events: readonly string[] = EVENTS): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged) return;
    const engage = () => setEngaged(true);
    for (const type of events) window.addEventListener(type, engage, { capture: true, passive: true, once: true });
    return () => {
      for (const type of events) window.removeEventListener(type, engage, { capture: true });
    };
  }, [engaged, events]);
  return engaged;
}
