import { useEffect } from 'react';
import { useVerificationQuery } from '@/data/documents/verification-query';
import { useFavouritesQuery } from '@/data/games/favourites-query';
import { useJackpotsQuery } from '@/data/games/jackpots-query';
import { useRecentGamesQuery } from '@/data/games/recent-games-query';
import { useLimitsQuery } from '@/data/limits/limits-query';
import { useAvatarQuery } from '@/data/player/avatar-query';
import { useLoyaltyQuery } from '@/data/player/loyalty-query';
import { useBonusGameProgressQuery } from '@/data/promotions/bonus-game-progress-query';
import { useBonusWheelQuery } from '@/data/promotions/bonus-wheel-query';
import { useCampaignsQuery } from '@/data/promotions/campaigns-query';
import { useFreeSpinsQuery } from '@/data/promotions/free-spins-query';
import { useDepositsQuery } from '@/data/wallet/deposits-query';
import { useGameTransactionsQuery } from '@/data/wallet/game-transactions-query';
import { useWithdrawalsQuery } from '@/data/wallet/withdrawals-query';
import { loadCookieWriter } from '@/lib/cookies';
import { useRouteId } from '@/routes/RouteLink';

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
  useBonusGameProgressQuery(useRouteId() !== 'bonusGame');
  // A logout whose call fails offline must still write its mark (src/data/player/player-query.ts).
  useEffect(() => void loadCookieWriter().catch(() => undefined), []);
  return null;
}
