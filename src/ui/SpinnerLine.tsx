import styled from 'styled-components';
import { Spinner } from './Spinner';
import { theme } from './theme';

/**
 * A wait beside its text: the small ring and what is happening ("Sending…" of a withdrawal,
 * spec 4's spinner; the deposit waiting for the payment provider). The text is what a screen
 * reader hears: put it in a live region (role="status") that is in the page before it arrives.
 */
export function SpinnerLine({ label, testId }: { label: string; testId?: string }) {
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
