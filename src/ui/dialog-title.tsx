import { useEffect, useRef, type ReactNode } from 'react';
import { ModalTitle } from './modal-parts';

/**
 * A modal's title, which takes the focus each time the dialog opens, a frame later, after
 * `Dialog` has opened and focused its first control. An automatic modal (mounted open) is read
 * from its title because the player did not ask for it, and no choice (consenting, playing on)
 * is one Enter away; a question the player asked for (a confirmation, the quick stop) is read
 * before its buttons. `open` is for a dialog that stays mounted while closed, to focus again
 * on each opening.
 */
export function DialogTitle({ id, open = true, children }: { id: string; open?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <ModalTitle id={id} ref={ref} tabIndex={-1}>
      {children}
    </ModalTitle>
  );
}
