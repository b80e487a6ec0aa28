import { useSyncExternalStore } from 'react';

/**
 * A value that lives outside React: state shared by features that do not import each other, or
 * set by code that runs outside components (the transport). Components read it with `useStore`.
 */
export type Store<T> = Readonly<{
  get: () => T;
  /** Replaces the value; listeners hear of it only when it changed. */
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** The value it was created with: what the server renders and hydration starts from. */
  initial: T;
}>;

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    initial,
  };
}

/**
 * A store's value, or what `select` makes of it (which must be a primitive or an object the store
 * holds, so an unchanged value reads equal). The server and the hydrating client read the initial
 * value, so the first render matches the server's HTML.
 */
export function useStore<T, S = T>(store: Store<T>, select: (value: T) => S = (value) => value as unknown as S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.initial),
  );
}
