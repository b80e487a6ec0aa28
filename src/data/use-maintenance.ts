import useSWR from 'swr';
import { lazyCall } from '@/api/lazy';
import type { Maintenance } from '@/api/schemas/content';
import { keys } from './keys';
import { POLL } from './polling';

const getMaintenance = lazyCall('content', 'getMaintenance');
async function fetchMaintenance(): Promise<Maintenance> {
  const result = await getMaintenance();
  if (!result.success) throw new Error(`maintenance check failed (${result.errorCode})`);
  return result.data;
}

/**
 * The maintenance check: at once, then every 60 s, also for visitors. A failed check logs a
 * console error and keeps the last known state (spec 7.5).
 */
export function useMaintenance(): Maintenance | undefined {
  const { data } = useSWR(keys.maintenance(), fetchMaintenance, {
    refreshInterval: POLL.maintenance,
    refreshWhenHidden: false,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.error(error instanceof Error ? error.message : 'maintenance check failed'),
  });
  return data;
}
