import { useEffect, useState } from 'react';

const STORAGE_KEY = 'kasino.disruptionDismissed';

/** A dismissed message stays dismissed for the browser session; a new message shows again. */
export function useDisruptionDismissal(message: string | undefined) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  // Storage is read only when there is a message: its first access is slow on a phone.
  useEffect(() => {
    if (message) setDismissed(window.sessionStorage.getItem(STORAGE_KEY));
  }, [message]);
  const visible = Boolean(message) && dismissed !== message;
  const dismiss = () => {
    if (!message) return;
    window.sessionStorage.setItem(STORAGE_KEY, message);
    setDismissed(message);
  };
  return { visible, dismiss };
}
