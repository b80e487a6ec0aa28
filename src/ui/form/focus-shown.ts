import { css } from 'styled-components';
import { theme } from '../theme';

/**
 * A ref for what replaces a form once it is done (a success notice's heading, `tabIndex={-1}`):
 * the form's submit button had focus, which would drop to <body>, and the page would stay
 * scrolled where the button was, over the footer. Focus goes to it, and it is scrolled to the top
 * (its `scroll-margin-top` clears the sticky header): a focus scrolls only "if needed", to no
 * defined place. (Not in ../focus-main.ts, which is on every page's first load.)
 */
export function focusShown(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: 'start' });
}

/** What `focusShown` scrolls to stops clear of the sticky header (the desktop navbar, the taller bar). */
export const clearOfHeader = css`
  scroll-margin-top: calc(${theme.layout.navHeight} + ${theme.space(4)});
`;
