import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Loading screen timing (spec 9): 1 s after the last flag clears, then a 0.5 s fade. */
export const LOADING_HIDE_DELAY_MS = 1000;
export const LOADING_FADE_MS = 500;

export type LoadingPhase = 'hidden' | 'shown' | 'fading';

type LoadingApi = { setFlag: (key: string, active: boolean) => void };
type LoadingView = { phase: LoadingPhase; progress: number };

const LoadingApiContext = createContext<LoadingApi | null>(null);
const LoadingViewContext = createContext<LoadingView>({ phase: 'hidden', progress: 1 });

/**
 * Holds the app's loading flags. The screen shows while any flag is raised, hides 1 s after
 * all are done and fades out over 0.5 s; the bar shows done flags over all flags seen.
 */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ReadonlySet<string>>(new Set());
  const [seen, setSeen] = useState<ReadonlySet<string>>(new Set());
  const [phase, setPhase] = useState<LoadingPhase>('hidden');
  const setFlag = useCallback((key: string, on: boolean) => {
    setActive((current) => {
      if (current.has(key) === on) return current;
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
    if (on) setSeen((current) => (current.has(key) ? current : new Set(current).add(key)));
  }, []);

  const phaseRef = useRef<LoadingPhase>(phase);
  phaseRef.current = phase;

  // The effect follows whether any flag is up, never the set itself: React makes a new set each
  // time it re-applies a queued update (one of lower priority skipped in a render), so an effect
  // on the set that sets state would run again on each render it causes, and starve the rest of
  // the page's updates (a navigation never committed: docs/decisions.md, "Loading flags").
  const busy = active.size > 0;
  useEffect(() => {
    if (busy) {
      setPhase('shown');
      return;
    }
    if (phaseRef.current === 'hidden') return;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const hide = setTimeout(() => {
      setPhase('fading');
      fade = setTimeout(() => {
        setPhase('hidden');
        setSeen(new Set());
      }, LOADING_FADE_MS);
    }, LOADING_HIDE_DELAY_MS);
    return () => {
      clearTimeout(hide);
      clearTimeout(fade);
    };
  }, [busy]);

  const api = useMemo(() => ({ setFlag }), [setFlag]);
  const progress = seen.size === 0 ? 1 : (seen.size - active.size) / seen.size;
  const view = useMemo(() => ({ phase, progress }), [phase, progress]);
  return (
    <LoadingApiContext.Provider value={api}>
      <LoadingViewContext.Provider value={view}>{children}</LoadingViewContext.Provider>
    </LoadingApiContext.Provider>
  );
}

/** Raises the named loading flag while `active` is true. */
export function useLoadingFlag(key: string, active: boolean): void {
  const api = useContext(LoadingApiContext);
  useEffect(() => {
    if (!api) return;
    api.setFlag(key, active);
    return () => api.setFlag(key, false);
  }, [api, key, active]);
}

export function useLoadingView(): LoadingView {
  return useContext(LoadingViewContext);
}
