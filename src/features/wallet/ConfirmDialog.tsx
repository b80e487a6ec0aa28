import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { DialogTitle } from '@/ui/dialog-title';
import { ModalActions, ModalBody } from '@/ui/modal-parts';
import { theme } from '@/ui/theme';

/** How long the confirmation takes to close; what replaces the asking button takes focus after it (the Dialog gives focus back then). */
export const CONFIRM_EXIT_MS = 200;

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
};

/**
 * A question before a money move (the withdrawal that gives up bonuses, a cancelled pending
 * withdrawal), in the app's one modal (src/ui/Dialog). It opens with focus on its title, so
 * a screen reader reads the question and what it costs before the buttons; Escape, the
 * backdrop and Cancel answer no, and focus goes back to the button that asked.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, testId }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={titleId} testId={testId} exitMs={CONFIRM_EXIT_MS}>
      <Body>
        <DialogTitle id={titleId} open={open}>
          {title}
        </DialogTitle>
        {children}
        <ModalActions>
          <Button $variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button $variant="primary" onClick={onConfirm} data-testid={testId ? `${testId}-confirm` : undefined}>
            {confirmLabel}
          </Button>
        </ModalActions>
      </Body>
    </Dialog>
  );
}

/** The withdrawal's confirmation lists what it gives up. */
const Body = styled(ModalBody)`
  ul { margin: 0; padding-left: ${theme.space(5)}; display: grid; gap: ${theme.space(1)}; }
`;
