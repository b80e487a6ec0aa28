/**
 * The one "session lost" handler (code 115, spec 7.5). Its own module so that the profile
 * provider registers it without loading the client, which loads on first use (./lazy.ts).
 */
let onSessionLost: (() => void) | null = null;

/**
 * Which session the app is in: a login, a logout and a 115's clear each start another. A
 * request keeps the one it was sent in, so that a 115 answering a request sent before a login
 * (a visitor's call, a poll of the last player) does not log out the player who has just come in.
 */
let generation = 0;

/** Registers the handler; returns its unregister function. */
export function setSessionLostHandler(handler: () => void): () => void {
  onSessionLost = handler;
  return () => {
    if (onSessionLost === handler) onSessionLost = null;
  };
}

/** The session a request is sent in, for its 115 (./http.ts). */
export function currentSession(): number {
  return generation;
}

/** A login, a logout or a 115's clear: what a request sent before it says of its session is old news. */
export function startNewSession(): void {
  generation += 1;
}

/** A 115 answered a request sent in `sentIn`; one sent in an earlier session is ignored. */
export function reportSessionLost(sentIn: number = generation): void {
  if (sentIn === generation) onSessionLost?.();
}
