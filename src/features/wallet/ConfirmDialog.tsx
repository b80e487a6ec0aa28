import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!open) return;
    // After the Dialog's own effect has called showModal() (a parent's effect runs after its child's).
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={titleId} testId={testId} exitMs={CONFIRM_EXIT_MS}>
      <Body>
        <Title id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </Title>
        {children}
        <Actions>
          <Button $variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button $variant="primary" onClick={onConfirm} data-testid={testId ? `${testId}-confirm` : undefined}>
            {confirmLabel}
          </Button>
        </Actions>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(5)};
  p, ul { margin: 0; }
  ul { padding-left: ${theme.space(5)}; display: grid; gap: ${theme.space(1)}; }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 20px;
  outline: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(2)};
  button { white-space: normal; text-align: center; }
`;
