/**
 * The panel stack (spec 2.4, 2.5): one model for both frames, the desktop profile dropdown and
 * the mobile sidebar. Pure, so every transition is tested on its own (tests/state).
 */

import type { PanelKey } from './panel-keys';

export type { PanelKey };

/** The mobile sidebar also holds the shell's own pages (spec 2.5): the main menu and the login form. */
export type ShellPage = 'menu' | 'loggedOut';
export type StackPage = PanelKey | ShellPage;

export type Frame = 'dropdown' | 'sidebar';

export type StackState = Readonly<{
  /** Whether the frame is showing (it keeps its frame and stack while it slides out). */
  shown: boolean;
  /** The frame that shows the stack; kept with the stack after closing until the reset, so the frame slides out with its content. */
  frame: Frame | null;
  stack: readonly StackPage[];
}>;

export type StackAction =
  | { type: 'open'; frame: Frame; page: StackPage }
  | { type: 'push'; page: StackPage }
  | { type: 'back' }
  | { type: 'close' }
  | { type: 'reset' };

export const CLOSED: StackState = { shown: false, frame: null, stack: [] };

/** Spec 9: the stack resets 500 ms after closing; the sidebar closes 100 ms after a navigation. */
export const STACK_RESET_MS = 500;
export const CLOSE_AFTER_NAV_MS = 100;

export function reduceStack(state: StackState, action: StackAction): StackState {
  switch (action.type) {
    case 'open':
      return { shown: true, frame: action.frame, stack: [action.page] };
    case 'push':
      // Nothing is pushed onto a closed frame, and a double click does not stack a page twice.
      if (!state.shown || state.stack[state.stack.length - 1] === action.page) return state;
      return { ...state, stack: [...state.stack, action.page] };
    case 'back':
      return state.shown && state.stack.length > 1 ? { ...state, stack: state.stack.slice(0, -1) } : state;
    case 'close':
      return state.shown ? { ...state, shown: false } : state;
    case 'reset':
      // A frame opened again before the reset keeps its new stack.
      return state.shown ? state : CLOSED;
  }
}

export const topOf = (state: StackState): StackPage | undefined => state.stack[state.stack.length - 1];

/** Spec 9: the dropdown is 450 px wide on the main page and 550 px on the sub-panels. */
export const PANEL_WIDTH_PX = { main: 450, sub: 550 } as const;

export type PanelEntry = Readonly<{
  /** Translation key of the title (common namespace, so the frame titles a panel while its body loads). */
  title: string;
  width: keyof typeof PANEL_WIDTH_PX;
  /** Spec 2.4 names the panels that require authentication; the rest of the player's panels show player data too. */
  needsLogin: boolean;
  /** Whether its body has landed (src/root/panel-bodies.tsx); false until the issue that builds it does. */
  built: boolean;
  /** A menu panel is there when at least one of the panels it leads to is. */
  leadsTo?: readonly PanelKey[];
}>;

export type PanelRegistry = Readonly<Record<StackPage, PanelEntry>>;

/** Whether a page can be shown at all: it has a body, and a menu has somewhere to lead. */
export function isAvailable(registry: PanelRegistry, page: StackPage): boolean {
  const entry = registry[page];
  if (!entry.built) return false;
  return !entry.leadsTo || entry.leadsTo.some((next) => isAvailable(registry, next));
}

/**
 * What opening a page shows: the page itself, the login form for a visitor when the page needs
 * a login, or nothing when the page is not there.
 */
export function admitPage(registry: PanelRegistry, page: StackPage, isLoggedIn: boolean): StackPage | null {
  if (!isAvailable(registry, page)) return null;
  return registry[page].needsLogin && !isLoggedIn ? 'loggedOut' : page;
}

