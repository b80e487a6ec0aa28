import { lazyCall } from '@/api/lazy';
import { useQuery } from '../core/query';
import { contentKeys } from './keys';

const getProviderGames = lazyCall('content', 'getProviderGames', null);

export type ProviderGamesInput = { supplierId: number; page: number; pageSize: number; enabled: boolean };

/** A later page of a provider's games (page 1 comes prerendered); null when the content service fails. */
export function useProviderGamesQuery({ supplierId, page, pageSize, enabled }: ProviderGamesInput) {
  return useQuery(enabled ? contentKeys.providerGames(supplierId, page, pageSize) : null, () => getProviderGames(String(supplierId), { page, pageSize }));
}
