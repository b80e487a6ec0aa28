import { useLayoutEffect, useRef } from 'react';
import { HANDOFF_ATTR, RETRY_ATTR } from './focus-handoff';

/** The element focus was handed to when a focused failure gave way to what replaced it. */
let handedTo: HTMLElement | null = null;

/** The nearest ancestor still in the document once the failure has gone, short of the page itself. */
function nearestConnected(ancestors: readonly HTMLElement[]): HTMLElement | null {
  const found = ancestors.find((element) => element.isConnected);
  return found && found !== document.body && found !== document.documentElement ? found : null;
}

/**
 * Keeps a keyboard player's place when a read's failure (`LoadFailed`) goes away under its own
 * "Try again": the list or form that replaced it comes in and the button with focus is removed,
 * which drops focus to the page's top (and, in a phone's panel, out of the dialog). Focus goes to
 * the box the failure sat in instead, so the next Tab goes on into what loaded; should the
 * failure come back there (a second failure, after a loading state), its button takes focus again.
 * Rendered inside the failure's box, in a chunk of its own: it is needed only once a read fails.
 */
export function FocusHandoff() {
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const box = marker.current?.parentElement;
    if (!box) return;
    if (handedTo && document.activeElement === handedTo && handedTo.contains(box)) box.querySelector<HTMLElement>(`[${RETRY_ATTR}]`)?.focus();
    return () => {
      if (!box.contains(document.activeElement)) return;
      const ancestors: HTMLElement[] = [];
      for (let element = box.parentElement; element; element = element.parentElement) ancestors.push(element);
      // After the commit that removed it: what replaced it is in the document by then.
      requestAnimationFrame(() => {
        if (document.activeElement !== document.body && document.activeElement !== null) return;
        const target = nearestConnected(ancestors);
        if (!target) return;
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.setAttribute(HANDOFF_ATTR, '');
        target.focus({ preventScroll: true });
        handedTo = target;
      });
    };
  }, []);
  return <span ref={marker} hidden />;
}
