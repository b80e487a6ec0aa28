import { useCampaignsQuery, useDepositsQuery, useFreeSpinsQuery, useGameTransactionsQuery, useLimitsQuery, useVerificationQuery, useWithdrawalsQuery } from '@/data/account';
import { useRouter } from 'next/router';
import { useAvatarQuery, useBonusGameProgressQuery, useBonusWheelQuery, useFavouritesQuery, useJackpotsQuery, useRecentGamesQuery } from '@/data/games';
import { routeIdForPage } from '@/routes/href';
import { useLoyaltyQuery } from '@/data/player';

/**
 * Spec 4 "After login": everything the player's screens read is loaded (and polled) as soon as
 * the player is known, so panels open on data that is already there. Loaded lazily, only for
 * a logged-in player, so visitors do not download the account clients.
 */
export default function AfterLoginData({ balanceLoading }: { balanceLoading: boolean }) {
  useLimitsQuery(true, balanceLoading);
  useLoyaltyQuery(true);
  useDepositsQuery(true);
  useWithdrawalsQuery(true);
  useGameTransactionsQuery(true);
  useVerificationQuery(true);
  useCampaignsQuery(true);
  useFreeSpinsQuery(true);
  useFavouritesQuery(true);
  useRecentGamesQuery(true);
  useAvatarQuery(true);
  useJackpotsQuery();
  useBonusWheelQuery(true);
  // Spec 4: bonus-game rounds are loaded everywhere except on the bonus game page itself.
  useBonusGameProgressQuery(routeIdForPage(useRouter().pathname) !== 'bonusGame');
  return null;
}
