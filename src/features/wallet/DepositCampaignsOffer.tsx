import { useTranslation } from 'react-i18next';
import { useCampaignsQuery } from '@/data/promotions/campaigns-query';
import { usePanels } from '@/state/panels';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';

/**
 * A deposit without a campaign, while the player has deposit campaigns they could take with it
 * (the list the campaigns panel shows and the profile badge counts): says how many, with the way
 * to them, where a campaign is chosen for the deposit. It reads the list loaded after the login
 * (spec 4) from the cache, which, like the profile panel's badge, asks it again when this
 * opens (SWR's revalidation of a list older than its 2 s); while it loads, and when it failed
 * (a player without payment details gets 125), nothing is shown: the deposit goes on as before.
 */
export function DepositCampaignsOffer({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('account');
  const panels = usePanels();
  const campaigns = useCampaignsQuery(enabled);
  const count = campaigns.error ? 0 : (campaigns.data?.length ?? 0);
  // Come from the campaigns (and deposited without one): they are one Back away, already seen.
  const fromCampaigns = panels.stack.at(-2) === 'campaigns';
  if (count === 0 || fromCampaigns || !panels.canOpen('campaigns')) return null;
  return (
    <Notice tone="info" live={false} testId="deposit-campaigns-offer">
      <p>{t('deposit.campaignsAvailable', { count })}</p>
      <p>
        <Button $variant="secondary" onClick={() => panels.push('campaigns')}>
          {t('deposit.showCampaigns')}
        </Button>
      </p>
    </Notice>
  );
}
