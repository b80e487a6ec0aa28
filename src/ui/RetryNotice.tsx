import { Button } from './Button';
import { Notice } from './Notice';

/**
 * Code or strings that could not come (a panel's, a form's chunk), with a button that loads them
 * again. Light on purpose: a read's failure with the backend's own error is LoadFailed's.
 */
export function RetryNotice({ message, retryLabel, onRetry, testId }: { message: string; retryLabel: string; onRetry: () => void; testId?: string }) {
  return (
    <Notice tone="error" testId={testId}>
      <p>{message}</p>
      <p>
        <Button $variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      </p>
    </Notice>
  );
}
