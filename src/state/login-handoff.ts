import { useSyncExternalStore } from 'react';

/**
 * While a login takes the player on itself, the login page's guard keeps a logged-in player
 * there instead of sending them on too:
 * - a login from the address bar (an autologin link, a bank login's return) under way on the
 *   login page, which asks whether to replace a player and shows how it went;
 * - the login flow itself, from its call until its own navigation (the limits page on a first
 *   login, else the redirectUrl) has arrived. A second navigation to the same place raced it
 *   and could cancel what the page did on arrival (a ?panel= link's panel).
 */
let screenHeld = false;
let flowsRunning = 0;
const listeners = new Set<() => void>();
const held = () => screenHeld || flowsRunning > 0;
const notify = () => {
  for (const listener of listeners) listener();
};

export function holdLoginPage(on: boolean): void {
  if (screenHeld === on) return;
  screenHeld = on;
  notify();
}

/** Runs a login flow with the login page held; released when it ends, however it ends. */
export async function holdingLoginPage<T>(flow: () => Promise<T>): Promise<T> {
  flowsRunning += 1;
  if (flowsRunning === 1) notify();
  try {
    return await flow();
  } finally {
    flowsRunning -= 1;
    if (flowsRunning === 0) notify();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useLoginPageHeld(): boolean {
  return useSyncExternalStore(subscribe, held, () => false);
}
