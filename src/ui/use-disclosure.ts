import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A disclosure (a button that shows and hides a panel): closes on a pointer press outside, and
 * on Escape, which returns focus to the button.
 */
export function useDisclosure<R extends HTMLElement, B extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
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
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };
  return { open, setOpen, panelId, root, button, onKeyDown };
}
