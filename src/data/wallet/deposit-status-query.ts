import { useState } from 'react';
import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { walletKeys } from './keys';
import { newCustomerKeys } from './new-customer-keys';

const depositStatus = lazyCall('payment', 'depositStatus');

/**
 * How often a deposit that came back from the provider is asked about while it is pending.
 * Spec 9 names no interval; 2 s keeps the wait short without hammering the API, and the
 * provider usually settles within a few seconds.
 */
export const DEPOSIT_STATUS_POLL_MS = 2_000;

/**
 * Where a provider deposit stands (POST /payment/depositStatus, by its token; a new customer's
 * too, which has no session to ask by): asked every 2 s while it is
 * "pending", and no more once it has settled (ok or any other status). A failed ask is asked
 * again at the same interval (the poll policy), so one failure never ends the wait.
 */
export function useDepositStatusQuery(token: string | null, newCustomer = false) {
  const [settled, setSettled] = useState(false);
  const key = token ? (newCustomer ? newCustomerKeys.depositStatus(token) : walletKeys.depositStatus(token)) : null;
  return useQuery(key, unwrap(() => depositStatus(token ?? '')), {
    refreshInterval: settled ? 0 : DEPOSIT_STATUS_POLL_MS,
    revalidateOnFocus: false,
    onSuccess: (data) => setSettled(data.status !== 'pending'),
  });
}
