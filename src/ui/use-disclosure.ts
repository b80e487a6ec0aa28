import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useControllable } from './use-controllable';

/**
 * A disclosure (a button that shows and hides a panel): closes on a pointer press outside, and
 * on Escape, which returns focus to the button and goes no further. The open state is its own
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
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, setOpen]);
  /** Closes and puts focus back on the button, so a keyboard user is not left on a removed item. */
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, [setOpen]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here, so a dialog around it (the mobile menu's language list) stays open.
    event.preventDefault();
    event.stopPropagation();
    close();
  };
  return { open, setOpen, close, panelId, root, button, onKeyDown };
}
