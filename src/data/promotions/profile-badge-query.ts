import { useCampaignsQuery } from './campaigns-query';
import { useFreeSpinsQuery } from './free-spins-query';

/**
 * The profile badge (spec 2.4, 2.5): the player's active deposit campaigns plus free-spin
 * bonuses. Shown by its readers when at least 1; it follows the two lists, so a spin, a cancel
 * or a deposit that changes them changes it without a reload.
 */
export function useProfileBadgeCount(enabled: boolean): number {
  const campaigns = useCampaignsQuery(enabled).data?.length ?? 0;
  const freeSpins = useFreeSpinsQuery(enabled).data?.count ?? 0;
  return campaigns + freeSpins;
}
