import type { Supplier } from '@/api/schemas/content';
import { lazyCall } from '@/api/lazy';
import { useQuery } from '../core/query';
import { contentKeys } from './keys';

const getSuppliers = lazyCall('content', 'getSuppliers', []);

/**
 * The providers for the search's filter, from the content service; its failure yields an
 * empty list (spec 7.4), which hides the filter. The filter mounts only once the search is
 * in use, so pages that never search never ask.
 */
export function useSearchSuppliers() {
  return useQuery<Supplier[]>(contentKeys.suppliers(), async () => (await getSuppliers()).filter((s) => s.game_count > 0), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
