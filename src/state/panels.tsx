import Router from 'next/router';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { CLOSE_AFTER_NAV_MS, CLOSED, reduceStack, STACK_RESET_MS, topOf, type Frame, type StackPage, type StackState } from './panel-stack';
import { useIsLoggedIn } from './profile';

/** The sidebar's slide (spec 9: 500 ms by default). */
export const SIDEBAR_TRANSITION_MS = 500;

export type Panels = StackState & {
  top: StackPage | undefined;
  isOpen: (frame: Frame) => boolean;
  /** Whether a page is there to open (its body has landed) for this player; menus list only these. */
  canOpen: (page: StackPage) => boolean;
  /** Opens a frame on one page; a page that needs a login opens the login instead for a visitor. */
  open: (frame: Frame, page: StackPage) => void;
  push: (page: StackPage) => void;
  back: () => void;
  close: () => void;
};

/** Whether a page may be shown, and what to show a visitor instead (the registry decides). */
export type Admit = (page: StackPage, isLoggedIn: boolean) => StackPage | null;

const PanelsContext = createContext<Panels | null>(null);

/**
 * The one panel stack of both frames. It closes 100 ms after a navigation and resets 500 ms
 * after closing (spec 9), and closes and resets at once when the player logs out, which is
 * also what a 115 in any panel leads to (the transport reports it and the profile clears).
 */
export function PanelsProvider({ admit, children }: { admit: Admit; children: ReactNode }) {
  const [state, dispatch] = useReducer(reduceStack, CLOSED);
  const isLoggedIn = useIsLoggedIn();
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loggedIn = useRef(isLoggedIn);
  loggedIn.current = isLoggedIn;

  const close = useCallback(() => {
    dispatch({ type: 'close' });
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => dispatch({ type: 'reset' }), STACK_RESET_MS);
  }, []);
  const open = useCallback(
    (frame: Frame, page: StackPage) => {
      const shown = admit(page, loggedIn.current);
      if (!shown) return;
      clearTimeout(resetTimer.current);
      dispatch({ type: 'open', frame, page: shown });
    },
    [admit],
  );
  const push = useCallback(
    (page: StackPage) => {
      const shown = admit(page, loggedIn.current);
      if (shown) dispatch({ type: 'push', page: shown });
    },
    [admit],
  );
  const back = useCallback(() => dispatch({ type: 'back' }), []);

  const wasLoggedIn = useRef(isLoggedIn);
  useEffect(() => {
    if (wasLoggedIn.current && !isLoggedIn) {
      clearTimeout(resetTimer.current);
      dispatch({ type: 'close' });
      dispatch({ type: 'reset' });
    }
    wasLoggedIn.current = isLoggedIn;
  }, [isLoggedIn]);

  // A navigation closes the frame it was started from, 100 ms after the new page is there. A
  // shallow change (a query parameter of the same page) is no navigation, and a panel opened on
  // the new page (a ?panel= link) stays open.
  const shown = useRef(state.shown);
  shown.current = state.shown;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let leaving = false;
    const onStart = (_url: string, { shallow }: { shallow?: boolean } = {}) => {
      if (!shallow) leaving = shown.current;
    };
    const onDone = (_url: string, { shallow }: { shallow?: boolean } = {}) => {
      if (shallow || !leaving) return;
      leaving = false;
      timer = setTimeout(close, CLOSE_AFTER_NAV_MS);
    };
    Router.events.on('routeChangeStart', onStart);
    Router.events.on('routeChangeComplete', onDone);
    return () => {
      Router.events.off('routeChangeStart', onStart);
      Router.events.off('routeChangeComplete', onDone);
      clearTimeout(timer);
    };
  }, [close]);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const canOpen = useCallback((page: StackPage) => admit(page, isLoggedIn) === page, [admit, isLoggedIn]);
  const value = useMemo<Panels>(
    () => ({ ...state, top: topOf(state), isOpen: (frame) => state.shown && state.frame === frame, canOpen, open, push, back, close }),
    [state, canOpen, open, push, back, close],
  );
  return <PanelsContext.Provider value={value}>{children}</PanelsContext.Provider>;
}

export function usePanels(): Panels {
  const value = useContext(PanelsContext);
  if (!value) throw new Error('usePanels outside PanelsProvider');
  return value;
}
