import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import type { Campaign } from '@/api/schemas/bonuses';
import { failureOf } from '@/data/core/failure';
import { useCampaignsQuery } from '@/data/promotions/campaigns-query';
import { formatMoney } from '@/lib/format';
import { formatDecimal } from '@/lib/format-numeric';
import { useLocale } from '@/routes/RouteLink';
import { depositCampaign } from '@/state/deposit-campaign';
import { usePanels } from '@/state/panels';
import { Button } from '@/ui/Button';
import { CardGrid } from '@/ui/CardGrid';
import { LoadFailed } from '@/ui/LoadFailed';
import { Notice } from '@/ui/Notice';
import { Actions, Card, CARD_MIN_WIDTH, Facts, Muted, Section } from './parts';

/** Spec 8: the player has no stored payment details, which deposit campaigns need. */
const NO_PAYMENT_DETAILS = 125;

/**
 * The deposit campaigns (spec 2.4, 3): each with its minimum deposit, its maximum bonus, its
 * free spins and its wagering requirement, and the way to a deposit for it (the deposit panel
 * with the campaign chosen). A 125 asks for payment details, which a first deposit stores.
 */
export function CampaignList() {
  const { t } = useTranslation('promotions');
  const id = useId();
  const locale = useLocale();
  const panels = usePanels();
  const campaigns = useCampaignsQuery(true);
  const money = (amount: number) => formatMoney(amount, locale);

  const depositWith = (campaign: Campaign) => {
    depositCampaign.choose({ campaignId: campaign.campaignId, title: campaign.title, minDepositAmount: campaign.minDepositAmount });
    panels.push('deposit');
  };

  let body;
  const failure = failureOf(campaigns.error);
  if (failure?.errorCode === NO_PAYMENT_DETAILS) {
    body = (
      <Notice tone="info" testId="campaigns-no-payment-details">
        <p>{t('campaigns.noPaymentDetails')}</p>
        <p>
          <Button $variant="primary" onClick={() => panels.push('deposit')}>
            {t('campaigns.addPaymentDetails')}
          </Button>
        </p>
      </Notice>
    );
  } else if (campaigns.error) {
    body = <LoadFailed message={t('campaigns.failed')} failure={failure} retryLabel={t('retry')} onRetry={() => void campaigns.mutate()} />;
  } else if (!campaigns.data) {
    body = <Muted role="status">{t('loading')}</Muted>;
  } else if (campaigns.data.length === 0) {
    body = <Muted>{t('campaigns.empty')}</Muted>;
  } else {
    body = (
      <CardGrid
        items={campaigns.data}
        itemKey={(campaign) => campaign.campaignId}
        minWidth={CARD_MIN_WIDTH}
        label={t('campaigns.title')}
        testId="campaign-list"
        renderItem={(campaign) => (
          <Card aria-labelledby={`${id}-${campaign.campaignId}`} data-testid="campaign">
            <h4 id={`${id}-${campaign.campaignId}`}>{campaign.title}</h4>
            <Facts
              items={[
                { label: t('campaigns.minDeposit'), value: money(campaign.minDepositAmount) },
                ...(campaign.maxPromoLimit > 0 ? [{ label: t('campaigns.maxPromo'), value: money(campaign.maxPromoLimit) }] : []),
                ...(campaign.freeSpinAmount > 0 ? [{ label: t('campaigns.freeSpins'), value: campaign.freeSpinAmount }] : []),
                { label: t('campaigns.turnover'), value: t('turnoverFactor', { factor: formatDecimal(campaign.turnoverFactor, locale) }) },
              ]}
            />
            <Actions>
              <Button $variant="primary" onClick={() => depositWith(campaign)} aria-describedby={`${id}-${campaign.campaignId}`}>
                {t('campaigns.deposit')}
              </Button>
            </Actions>
          </Card>
        )}
      />
    );
  }
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="campaigns">
      <h3 id={`${id}-title`}>{t('campaigns.title')}</h3>
      {body}
    </Section>
  );
}
