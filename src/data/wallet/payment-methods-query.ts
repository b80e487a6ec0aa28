import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { walletKeys } from './keys';
import { newCustomerKeys } from './new-customer-keys';

const getPaymentMethods = lazyCall('payment', 'getPaymentMethods');

/** Whose deposit methods: the logged-in player's (with stored details) or a new customer's (spec 6). */
export type DepositorKind = 'player' | 'newCustomer';

/**
 * The deposit methods with their bounds and stored details (spec 3). A failure stands until
 * the depositor asks again (the panel offers a retry), so a refused session is not asked over
 * and over.
 */
export function usePaymentMethodsQuery(who: DepositorKind | null) {
  const key = who === 'player' ? walletKeys.paymentMethods() : who === 'newCustomer' ? newCustomerKeys.paymentMethods() : null;
  return useQuery(key, unwrap(getPaymentMethods), { retry: false, revalidateOnFocus: false });
}
