import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useProfileBadgeCount } from '@/data/promotions/profile-badge-query';
import { Badge } from '@/ui/Badge';

/** The profile badge (spec 2.5): free spins plus campaigns, shown when at least 1. Loaded for players only. */
export function ProfileBadge() {
  const { t } = useTranslation('common');
  const count = useProfileBadgeCount(true);
  return (
    <Corner>
      <Badge count={count} label={t('panels.badge', { count })} testId="profile-badge" />
    </Corner>
  );
}

/** Over the corner of the bottom bar item's icon. */
const Corner = styled.span`
  position: absolute;
  top: 4px;
  left: calc(50% + 6px);
`;
