import { useEffect, useState } from 'react';

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Whether the person has engaged with the page (a tap, a click, a key, a scroll) since it
 * hydrated. The browser stops looking for the largest paint at the first input, so what waits
 * for this never becomes the page's largest paint, and never takes the first look.
 */
export function useEngaged(): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged) return;
    const engage = () => setEngaged(true);
    for (const type of EVENTS) window.addEventListener(type, engage, { capture: true, passive: true, once: true });
    return () => {
      for (const type of EVENTS) window.removeEventListener(type, engage, { capture: true });
    };
  }, [engaged]);
  return engaged;
}
