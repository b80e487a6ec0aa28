import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBonusWheelQuery } from '@/data/promotions/bonus-wheel-query';
import { Badge } from '@/ui/Badge';

/** The bonus wheel's available spins beside its navbar link (spec 2.3). Loaded for players only. */
export function SpinsBadge() {
  const { t } = useTranslation('common');
  const spins = useBonusWheelQuery(true).data?.available_spins ?? 0;
  return spins >= 1 ? (
    <Spins>
      <Badge count={spins} label={t('nav.spins', { count: spins })} testId="spins-badge" />
    </Spins>
  ) : null;
}

const Spins = styled.span`
  margin-left: 6px;
`;
