import { useTranslation } from 'react-i18next';
import { RoutePage } from '@/ui/RoutePage';
import { CampaignTeaser } from './CampaignTeaser';
import { DepositEntry } from './DepositEntry';
import { GroupRows } from './GroupRows';
import { Jackpots } from './Jackpots';
import type { HomeProps } from './lobby-props';

/** Home: jackpots, the way to deposit (a new customer's too, spec 6), the featured groups and the campaigns teaser. */
export function HomeScreen({ rows, later, campaigns }: HomeProps) {
  const { t } = useTranslation('lobby');
  return (
    <RoutePage route="home">
      <Jackpots />
      <DepositEntry />
      <GroupRows rows={rows} later={later} emptyText={t('unavailable')} />
      <CampaignTeaser campaigns={campaigns} />
    </RoutePage>
  );
}
