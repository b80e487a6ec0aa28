import { useCallback, useState } from 'react';

/** Whether an action a button started is still running, for its busy state (Button's $busy). */
export function useBusy(): [busy: boolean, run: (action: () => Promise<unknown>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
