import { useSyncExternalStore } from 'react';

/**
 * A login from the address bar (an autologin link, a bank login's return) under way on the
 * login page: while it is, the guard keeps a logged-in player on that page, since it is the
 * one asking whether to replace them and showing how it went.
 */
let held = false;
const listeners = new Set<() => void>();

export function holdLoginPage(on: boolean): void {
  if (held === on) return;
  held = on;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useLoginPageHeld(): boolean {
  return useSyncExternalStore(subscribe, () => held, () => false);
}
