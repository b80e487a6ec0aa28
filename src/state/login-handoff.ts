import { createStore, useStore } from '@/lib/store';

/**
 * While a login takes the player on itself, the login page's guard keeps a logged-in player
 * there instead of sending them on too:
 * - a login from the address bar (an autologin link, a bank login's return) under way on the
 *   login page, which asks whether to replace a player and shows how it went;
 * - the login flow itself, from its call until its own navigation (the limits page on a first
 *   login, else the redirectUrl) has arrived. A second navigation to the same place raced it
 *   and could cancel what the page did on arrival (a ?panel= link's panel).
 */
const hold = createStore({ screen: false, flows: 0 });

export function holdLoginPage(on: boolean): void {
  if (hold.get().screen !== on) hold.set({ ...hold.get(), screen: on });
}

/** Runs a login flow with the login page held; released when it ends, however it ends. */
export async function holdingLoginPage<T>(flow: () => Promise<T>): Promise<T> {
  hold.set({ ...hold.get(), flows: hold.get().flows + 1 });
  try {
    return await flow();
  } finally {
    hold.set({ ...hold.get(), flows: hold.get().flows - 1 });
  }
}

export function useLoginPageHeld(): boolean {
  return useStore(hold, ({ screen, flows }) => screen || flows > 0);
}
