import { useCallback, useEffect, useState } from 'react';

/**
 * The value as it was `ms` after it last changed. `flush` takes the current value at once
 * (Enter in the search field should not make the player wait out the debounce).
 */
export function useDebouncedValue<T>(value: T, ms: number): [T, () => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  const flush = useCallback(() => setSettled(value), [value]);
  return [settled, flush];
}
