import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useControllable } from './use-controllable';

/**
 * Spread on a disclosure's button: while it is expanded, what must not come over something the
 * player opened (an automatic modal, the affiliate banner: ./use-dialog-open.ts) waits for it to
 * close, as it waits for a dialog. A site popup opened by the click that opened the games menu
 * came over the menu, which stayed open under it.
 */
export const DISCLOSURE_BUTTON = { 'data-disclosure': '' } as const;

/**
 * A disclosure (a button that shows and hides a panel): closes on a pointer press outside, on
 * Tab moving focus outside (past its last item: the panel hangs over the page, and the next
 * item would be focused out of sight under it), and on Escape, which returns focus to the
 * button and goes no further. The open state is its own
 * unless the caller passes `open` (and hears changes through `onOpenChange`), e.g. to open it
 * from elsewhere.
 */
export function useDisclosure<R extends HTMLElement, B extends HTMLElement = HTMLButtonElement>({
  open: controlled,
  onOpenChange,
}: { open?: boolean; onOpenChange?: (open: boolean) => void } = {}) {
  const [open, setOpen] = useControllable({ value: controlled, initial: false, onChange: onOpenChange });
  const panelId = useId();
  const root = useRef<R>(null);
  const button = useRef<B>(null);
  /** A Tab pressed inside: the focus that leaves next is the player's, not the app's own move. */
  const tabbing = useRef(false);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Focus that goes nowhere (an item removed) or into a modal dialog over it (opened from
    // the panel, or an automatic one) leaves it open; the dialog it is itself in (the phone's
    // sidebar, around the language list) is not over it.
    // Only a Tab out closes it: the app moving focus itself (a new page's heading coming into
    // focus after the panel opened) left a player's dropdown shut under their click.
    const onFocusOut = (event: FocusEvent) => {
      const byTab = tabbing.current;
      tabbing.current = false;
      const next = event.relatedTarget;
      if (!byTab || !(next instanceof Element) || !root.current || root.current.contains(next)) return;
      const dialog = next.closest('dialog[open]');
      if (!dialog || dialog.contains(root.current)) setOpen(false);
    };
    const node = root.current;
    document.addEventListener('pointerdown', onPointer);
    node?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      node?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, setOpen]);
  /** Closes and puts focus back on the button, so a keyboard user is not left on a removed item. */
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, [setOpen]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') tabbing.current = true;
    if (event.key !== 'Escape' || !open) return;
    // Handled here, so a dialog around it (the mobile menu's language list) stays open.
    event.preventDefault();
    event.stopPropagation();
    close();
  };
  return { open, setOpen, close, panelId, root, button, onKeyDown };
}
