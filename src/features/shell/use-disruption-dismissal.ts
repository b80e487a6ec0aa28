import { useEffect, useState } from 'react';

const STORAGE_KEY = 'kasino.disruptionDismissed';

// Session storage by hand rather than through @/lib/tab-storage: this hook is in every page's
// first load, and that module would add more to it than these two guarded calls.
function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked: nothing dismissed before this page.
    return null;
  }
}

function keepDismissed(message: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, message);
  } catch {
    // Storage blocked or full: dismissed for this page only.
  }
}

/** A dismissed message stays dismissed for the browser session; a new message shows again. */
export function useDisruptionDismissal(message: string | undefined) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  // Storage is read only when there is a message: its first access is slow on a phone.
  useEffect(() => {
    if (message) setDismissed(readDismissed());
  }, [message]);
  const visible = Boolean(message) && dismissed !== message;
  const dismiss = () => {
    if (!message) return;
    keepDismissed(message);
    setDismissed(message);
  };
  return { visible, dismiss };
}
