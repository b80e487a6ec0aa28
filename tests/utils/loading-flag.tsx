import { useLoadingFlag } from '@/state/loading';

/** Raises the named loading flag while `on`, as a screen does with useLoadingFlag. */
export function Flag({ name, on }: { name: string; on: boolean }) {
  useLoadingFlag(name, on);
  return null;
}
