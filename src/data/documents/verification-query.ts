import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { documentsKeys } from './keys';

const getVerificationStatus = lazyCall('documents', 'getVerificationStatus');

/** Which of the player's documents are verified. */
export function useVerificationQuery(enabled: boolean) {
  return useQuery(enabled ? documentsKeys.verification() : null, unwrap(getVerificationStatus));
}
