/**
 * The one "session lost" handler (code 115, spec 7.5). Its own module so that the profile
 * provider registers it without loading the client, which loads on first use (./lazy.ts).
 */
let onSessionLost: (() => void) | null = null;

/** Registers the handler; returns its unregister function. */
export function setSessionLostHandler(handler: () => void): () => void {
  onSessionLost = handler;
  return () => {
    if (onSessionLost === handler) onSessionLost = null;
  };
}

export function reportSessionLost(): void {
  onSessionLost?.();
}
