import { useState } from 'react';

/**
 * False until `value` is first true, then true for good: a lazily loaded panel mounts (and its
 * chunk downloads) the first time it opens, and stays mounted so it can animate out and open
 * at once the next time.
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
