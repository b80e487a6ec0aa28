import styled from 'styled-components';
import { Button } from './Button';
import { theme } from './theme';

/**
 * Data already on screen whose refresh failed: the data stays, with a line that says so and a
 * button that asks again (busy while it does); also a figure the screen does without (the
 * profile's balance). A read the screen has nothing to show without is LoadFailed's.
 */
export function RefreshFailed({ message, retryLabel, busy = false, onRetry, testId, className }: {
  message: string;
  retryLabel: string;
  busy?: boolean;
  onRetry: () => void;
  testId?: string;
  className?: string;
}) {
  return (
    <Line className={className} data-testid={testId}>
      <span role="status">{message}</span>
      <Button $variant="secondary" onClick={onRetry} $busy={busy}>
        {retryLabel}
      </Button>
    </Line>
  );
}

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(3)};
  color: ${theme.color.muted};
`;
