import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { walletKeys } from './keys';

const getPaymentMethods = lazyCall('payment', 'getPaymentMethods');

/**
 * The player's deposit methods with their bounds and stored details (spec 3). A failure stands
 * until the player asks again (the panel offers a retry), so a refused session is not asked
 * over and over.
 */
export function usePaymentMethodsQuery(enabled: boolean) {
  return useQuery(enabled ? walletKeys.paymentMethods() : null, unwrap(getPaymentMethods), { retry: false, revalidateOnFocus: false });
}
