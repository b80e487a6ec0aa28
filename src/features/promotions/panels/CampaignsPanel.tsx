import styled from 'styled-components';
import { theme } from '@/ui/theme';
import { BonusWheelLink } from './BonusWheelLink';
import { CampaignList } from './CampaignList';
import { FreeSpinList } from './FreeSpinList';
import { LoyaltyPoints } from './LoyaltyPoints';

/**
 * The campaigns panel (spec 2.4 "campaigns"; its link's badge counts campaigns and free-spin
 * bonuses): the way to the bonus wheel with its spins, the deposit campaigns, the
 * free-spin bonuses and the loyalty points, the player's promotions in one place (docs/decisions.md "Promotions").
 */
export function CampaignsPanel() {
  return (
    <Stack data-testid="campaigns-panel">
      {/* First: short, and the one way on from here to where spins are played. */}
      <BonusWheelLink />
      <CampaignList />
      <FreeSpinList />
      <LoyaltyPoints />
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(4)};
`;
