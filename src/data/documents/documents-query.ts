import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { documentsKeys } from './keys';

const getDocuments = lazyCall('documents', 'getDocuments');

/** The player's documents (spec 3 "Document"), newest first as the backend lists them. */
export function useDocumentsQuery(enabled: boolean) {
  return useQuery(enabled ? documentsKeys.documents() : null, unwrap(getDocuments));
}
