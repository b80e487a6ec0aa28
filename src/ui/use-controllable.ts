import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * An open/closed (or any) state that a parent may own: with `value` given the parent decides and
 * hears every change through `onChange`; without it the component keeps its own, starting at
 * `initial`. The setter takes a value or an updater, like useState's.
 */
export function useControllable<T>({ value, initial, onChange }: { value?: T; initial: T; onChange?: (next: T) => void }): [T, Dispatch<SetStateAction<T>>] {
  const [own, setOwn] = useState(initial);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (action) => {
      const next = typeof action === 'function' ? (action as (prev: T) => T)(current) : action;
      if (!controlled) setOwn(next);
      if (next !== current) onChange?.(next);
    },
    [controlled, current, onChange],
  );
  return [current, set];
}
