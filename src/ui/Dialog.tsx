import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { focusMain } from './focus-main';
import { theme } from './theme';

type Placement = 'right' | 'bottom' | 'center';

/**
 * The one modal surface (sidebars, the search panel and modals). A native <dialog> opened
 * with showModal(): the browser traps focus and makes the page inert; Escape and a backdrop
 * click close it, and focus returns to where it was. It slides out before closing. A modal
 * opened from inside another (a confirmation in the sidebar) answers Escape alone. An
 * `automatic` dialog is one the app opened by itself (src/root/AutoModals.tsx); those close by
 * being removed, which gives focus back too.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  placement = 'center',
  exitMs = 200,
  children,
  testId,
  automatic = false,
  focusInstead,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  placement?: Placement;
  exitMs?: number;
  children: ReactNode;
  testId?: string;
  automatic?: boolean;
  /** Where focus goes on closing when what opened the dialog is gone (replaced while it was open). */
  focusInstead?: RefObject<HTMLElement | null>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Opener | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        opener.current = { element: document.activeElement instanceof HTMLElement ? document.activeElement : null, path: window.location.pathname };
        dialog.showModal();
      }
      const frame = requestAnimationFrame(() => dialog.setAttribute('data-state', 'open'));
      return () => cancelAnimationFrame(frame);
    }
    if (!dialog.open) return;
    dialog.setAttribute('data-state', 'closed');
    const timer = setTimeout(() => {
      dialog.close();
      if (opener.current) giveFocusBack(opener.current, focusInstead?.current ?? null);
    }, exitMs);
    return () => clearTimeout(timer);
  }, [open, exitMs, focusInstead]);

  // Removed while open (an automatic modal, closed by unmounting it): the browser gives focus
  // back only on close(), so it would drop to <body>. The ref is empty by the time this runs.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (!dialog?.open || dialog.isConnected || !opener.current) return;
      const active = document.activeElement;
      // Something took focus already (a notice that replaced it).
      if (active && active !== document.body && !dialog.contains(active)) return;
      giveFocusBack(opener.current, null);
    };
  }, []);

  return (
    <Surface
      ref={ref}
      aria-labelledby={labelledBy}
      data-state="closed"
      data-testid={testId}
      data-automatic={automatic || undefined}
      $placement={placement}
      $exitMs={exitMs}
      onCancel={(event) => {
        event.preventDefault();
        // React passes a dialog's cancel on to the dialogs around it (a modal opened from the
        // sidebar): only the top one answers Escape.
        event.stopPropagation();
        onClose();
      }}
      onKeyDown={(event) => {
        // Escape belongs to the modal: a disclosure it was opened from (the profile dropdown) must not close too.
        if (event.key === 'Escape') event.stopPropagation();
      }}
      // A press in a modal the app opened by itself is not one outside the disclosure under it
      // (the profile dropdown closes on a press outside it): its Close closes it alone. A
      // modal the player opened from the dropdown is inside it; one opened elsewhere (the
      // mobile menu) holds disclosures of its own, which a press beside them must still close.
      onPointerDown={automatic ? (event) => event.stopPropagation() : undefined}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </Surface>
  );
}

/** Where focus was before a dialog opened, and on which page. */
type Opener = { element: HTMLElement | null; path: string };

/**
 * Back to where focus was, if that is still there, else to `instead`. After a navigation while
 * the dialog was open (a link in the sidebar) it goes to the new page's content instead: the
 * browser would put it back on the button that opened the dialog, away from the page the player
 * asked for. So it does where there is nowhere to go back to (an automatic modal opened while
 * focus was on <body>; its opener closed with a panel meanwhile) and focus would be lost.
 */
function giveFocusBack({ element, path }: Opener, instead: HTMLElement | null) {
  if (window.location.pathname !== path) return focusMain();
  const back = element?.isConnected && element !== document.body ? element : instead;
  // Without scrolling: the opener is where the player left it, and focus() would scroll a tall
  // one (#main) to the window's top, under the sticky navbar.
  back?.focus({ preventScroll: true });
  const active = document.activeElement;
  // Nowhere to go back to, and nothing took focus meanwhile: the page's content, not <body>.
  if (active !== back && (!active || active === document.body)) focusMain();
}

const placements = {
  right: css`
    margin: 0 0 0 auto;
    height: 100dvh;
    max-height: 100dvh;
    width: min(420px, 100vw);
    transform: translateX(100%);
  `,
  bottom: css`
    margin: auto 0 0;
    width: 100vw;
    max-width: 100vw;
    max-height: 90dvh;
    border-radius: 16px 16px 0 0;
    transform: translateY(100%);
  `,
  center: css`
    width: min(520px, calc(100vw - 32px));
    border-radius: 16px;
    transform: scale(0.96);
    opacity: 0;
  `,
};

const Surface = styled.dialog<{ $placement: Placement; $exitMs: number }>`
  padding: 0;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  overflow: auto;
  transition:
    transform ${({ $exitMs }) => $exitMs}ms ease,
    opacity ${({ $exitMs }) => $exitMs}ms ease;
  ${({ $placement }) => placements[$placement]}
  &[data-state='open'] {
    transform: none;
    opacity: 1;
  }
  &::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
`;
