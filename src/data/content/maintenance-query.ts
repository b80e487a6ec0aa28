import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { lazyCall } from '@/api/lazy';
import type { Maintenance } from '@/api/schemas/content';
import { POLL } from '../core/polling';
import { useQuery } from '../core/query';
import { contentKeys } from './keys';

const getMaintenance = lazyCall('content', 'getMaintenance');

async function fetchMaintenance(): Promise<Maintenance> {
  const result = await getMaintenance();
  if (!result.success) throw new Error(`maintenance check failed (${result.errorCode})`);
  return result.data;
}

/**
 * The maintenance check: at once, then every 60 s, also for visitors. A failed check logs a
 * console error and keeps the last known state (spec 7.5); the next check comes at the
 * interval as usual (the poll's policy, src/data/core/policy.ts).
 */
export function useMaintenance(): Maintenance | undefined {
  const { data } = useQuery(contentKeys.maintenance(), fetchMaintenance, {
    refreshInterval: POLL.maintenance,
    refreshWhenHidden: false,
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error(error instanceof Error ? error.message : 'maintenance check failed'),
  });
  return data;
}

/** Checks maintenance again now (the maintenance page's retry button). */
export function useRefreshMaintenance(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(contentKeys.maintenance()), [mutate]);
}
