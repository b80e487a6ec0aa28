import { useEffect, useRef, type ReactNode } from 'react';
import { ModalTitle } from './modal-parts';

/**
 * An automatic modal's title, which takes the focus once the dialog has opened: the player did
 * not ask for the modal, so it is read from its title, and no choice (consenting, playing on)
 * is one Enter away. A frame later, after `Dialog` has opened and focused its first control.
 */
export function DialogTitle({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <ModalTitle id={id} ref={ref} tabIndex={-1}>
      {children}
    </ModalTitle>
  );
}
