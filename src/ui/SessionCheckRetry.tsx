import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { useBusy } from './use-busy';

/**
 * "Check again" for a session check that keeps failing: it says it is checking while it runs
 * (the same failure again would read the same). An answer that takes the failure's view away
 * takes the focused button with it, so focus goes to the page's content.
 */
export function SessionCheckRetry({ onRetry }: { onRetry: () => Promise<void> | void }) {
  const { t } = useTranslation('common');
  const [checking, runCheck] = useBusy();
  const button = useRef<HTMLButtonElement>(null);
  const retry = () =>
    runCheck(async () => {
      await onRetry();
      requestAnimationFrame(() => {
        if (!button.current?.isConnected) document.getElementById('main')?.focus();
      });
    });
  return (
    <Button ref={button} type="button" $variant="secondary" onClick={() => void retry()} $busy={checking}>
      {checking ? t('sessionCheck.checking') : t('sessionCheck.retry')}
    </Button>
  );
}
