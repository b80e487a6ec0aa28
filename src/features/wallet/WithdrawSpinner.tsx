import styled from 'styled-components';
import { Spinner } from '@/ui/Spinner';
import { theme } from '@/ui/theme';

/** "Sending…" while a withdrawal is under way (spec 4: a spinner): the text is what a screen reader hears (put it in a live region). */
export function WithdrawSpinner({ label, testId }: { label: string; testId?: string }) {
  return (
    <Row data-testid={testId}>
      <Spinner $size="small" />
      <span>{label}</span>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-height: 48px;
  color: ${theme.color.muted};
`;
