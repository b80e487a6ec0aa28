import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { playerKeys } from './keys';

const getActivity = lazyCall('player', 'getActivity');

/** The session's activities (spec 3 "Activity"); the first one says when the session started. */
export function useActivityQuery(enabled: boolean) {
  return useQuery(enabled ? playerKeys.activity() : null, unwrap(getActivity), { revalidateOnFocus: false });
}
