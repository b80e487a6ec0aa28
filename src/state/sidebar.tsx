import { useRouter } from 'next/router';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Sidebar timings (spec 9). */
export const SIDEBAR_TRANSITION_MS = 500;
export const SIDEBAR_RESET_MS = 500;
export const SIDEBAR_CLOSE_AFTER_NAV_MS = 100;

/** The pages a sidebar stack can hold; later features add theirs here. */
export type SidebarPage = 'menu' | 'loggedOut' | 'profile';

type SidebarState = {
  isOpen: boolean;
  stack: readonly SidebarPage[];
  open: (page: SidebarPage) => void;
  push: (page: SidebarPage) => void;
  back: () => void;
  close: () => void;
};

const SidebarContext = createContext<SidebarState | null>(null);

/**
 * The mobile sidebar: a stack of pages with a back button. The stack resets 500 ms after
 * closing (when the slide-out has finished), and the sidebar closes 100 ms after navigation.
 */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const [stack, setStack] = useState<readonly SidebarPage[]>([]);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const open = useCallback((page: SidebarPage) => {
    clearTimeout(resetTimer.current);
    setStack([page]);
    setOpen(true);
  }, []);
  const push = useCallback((page: SidebarPage) => setStack((s) => [...s, page]), []);
  const back = useCallback(() => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)), []);
  const close = useCallback(() => {
    setOpen(false);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setStack([]), SIDEBAR_RESET_MS);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onDone = () => {
      timer = setTimeout(close, SIDEBAR_CLOSE_AFTER_NAV_MS);
    };
    router.events.on('routeChangeComplete', onDone);
    return () => {
      router.events.off('routeChangeComplete', onDone);
      clearTimeout(timer);
    };
  }, [router.events, close]);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const value = useMemo(() => ({ isOpen, stack, open, push, back, close }), [isOpen, stack, open, push, back, close]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar outside SidebarProvider');
  return value;
}
