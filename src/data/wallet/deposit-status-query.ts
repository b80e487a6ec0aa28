import { useState } from 'react';
import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { walletKeys } from './keys';

const depositStatus = lazyCall('payment', 'depositStatus');

/**
 * How often a deposit that came back from the provider is asked about while it is pending.
 * Spec 9 names no interval; 2 s keeps the wait short without hammering the API, and the
 * provider usually settles within a few seconds.
 */
export const DEPOSIT_STATUS_POLL_MS = 2_000;

/**
 * Where a provider deposit stands (POST /payment/depositStatus): asked every 2 s while it is
 * "pending", and no more once it has settled (ok or any other status). A failed ask is asked
 * again at the same interval (the poll policy), so one failure never ends the wait.
 */
export function useDepositStatusQuery(token: string | null) {
  const [settled, setSettled] = useState(false);
  return useQuery(token ? walletKeys.depositStatus(token) : null, unwrap(() => depositStatus(token ?? '')), {
    refreshInterval: settled ? 0 : DEPOSIT_STATUS_POLL_MS,
    revalidateOnFocus: false,
    onSuccess: (data) => setSettled(data.status !== 'pending'),
  });
}
