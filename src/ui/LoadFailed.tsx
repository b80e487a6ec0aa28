import styled from 'styled-components';
import { DEFAULT_ERROR_CODE, type ApiError } from '@/api/errors';
import { ApiErrorNotice } from './ApiErrorNotice';
import { Button } from './Button';
import { Notice } from './Notice';
import { theme } from './theme';

/**
 * A read that failed, with the way on: what could not be loaded, the backend's own failure when
 * it says more than the unspecified 100 (spec 8), and a button that asks again.
 */
export function LoadFailed({ message, failure, retryLabel, onRetry, testId }: { message: string; failure: ApiError | null; retryLabel: string; onRetry: () => void; testId?: string }) {
  return (
    <Stack data-testid={testId}>
      <Notice tone="error">
        <p>{message}</p>
      </Notice>
      {failure && failure.errorCode !== DEFAULT_ERROR_CODE ? <ApiErrorNotice error={failure} /> : null}
      <div>
        <Button $variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`;
