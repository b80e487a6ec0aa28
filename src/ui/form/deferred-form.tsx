import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ComponentType, type CSSProperties } from 'react';
import { lazyComponent } from '../lazy-component';

type Gate = { live: (form: HTMLFormElement | null) => void };
const GateContext = createContext<Gate | null>(null);
const CONTENTS: CSSProperties = { display: 'contents' };

/**
 * A form whose code (react-hook-form, zod and its rules: about 24 kB gz) is not part of the
 * page's first load. The server renders it, so it shows and takes typing at once (its inputs
 * are uncontrolled, and react-hook-form reads what was typed when it registers them); it
 * hydrates when its chunk is in (asked for as the page's module runs). A submit before then
 * (React does not dispatch events inside a part that has not hydrated, and the browser would
 * send the form itself) is held by a native listener and sent again once the form is live, so
 * no press is lost. The form's own element spreads `useDeferredForm()`.
 */
export function deferredForm<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => (loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  }));
  // In the browser the code is asked for as soon as the page's module runs, before hydration,
  // so it is usually in by the time the page has hydrated.
  if (typeof window !== 'undefined') loadOnce().catch(() => {});
  const Body = lazyComponent(loadOnce, { ssr: true });
  function DeferredForm(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const form = useRef<HTMLFormElement | null>(null);
    const held = useRef(false);
    useEffect(() => {
      const node = box.current;
      if (!node) return undefined;
      const hold = (event: Event) => {
        if (form.current) return;
        event.preventDefault();
        held.current = true;
      };
      node.addEventListener('submit', hold, true);
      return () => node.removeEventListener('submit', hold, true);
    }, []);
    const gate = useMemo<Gate>(
      () => ({
        live(node) {
          form.current = node;
          if (node && held.current) {
            held.current = false;
            // After this commit, so react-hook-form has registered the fields it reads.
            setTimeout(() => node.requestSubmit(), 0);
          }
        },
      }),
      [],
    );
    return (
      // No box of its own (display: contents): the form lays out as the parent's child.
      <div ref={box} style={CONTENTS}>
        <GateContext.Provider value={gate}>
          <Body {...props} />
        </GateContext.Provider>
      </div>
    );
  }
  return DeferredForm;
}

/**
 * What the deferred form's `<form>` spreads: the ref that marks it live, and POST, so a submit
 * the browser makes itself (before any script runs) never puts a password in an address.
 * Outside a deferred form the ref does nothing.
 */
export function useDeferredForm(): { ref: (form: HTMLFormElement | null) => void; method: 'post' } {
  const gate = useContext(GateContext);
  const ref = useCallback((form: HTMLFormElement | null) => gate?.live(form), [gate]);
  return useMemo(() => ({ ref, method: 'post' }), [ref]);
}
