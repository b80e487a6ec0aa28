import { startTransition, useEffect, useRef, useState } from 'react';

/** How far below the viewport (px) content starts loading: a fast scroll should find it in. */
export const NEAR_VIEWPORT_PX = 800;
const AHEAD = `${NEAR_VIEWPORT_PX}px 0px`;

/**
 * Whether the element has come within `AHEAD` of the viewport, true for good once it has; true
 * at once where the browser has no IntersectionObserver. `enabled` false: not watched (false).
 */
export function useNearViewport<E extends Element = HTMLDivElement>(enabled = true) {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !enabled || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      // A transition, as in ./use-engaged.ts: what comes in must not replace a pressed element
      // in the middle of the press.
      if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, enabled]);
  return { ref, near: enabled && near };
}
