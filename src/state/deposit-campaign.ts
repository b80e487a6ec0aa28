import type { Cents } from '@/lib/money';
import { createStore, useStore } from '@/lib/store';
import { usePanels } from './panels';

/** A deposit campaign as the deposit form needs it (spec 3 "Campaign"). */
export type DepositCampaign = Readonly<{ campaignId: string; title: string; minDepositAmount: Cents }>;

const chosen = createStore<DepositCampaign | null>(null);

/**
 * The campaign the player chose in the campaigns panel for the deposit they open from it. The
 * campaigns panel (promotions) and the deposit form (wallet) are features that do not import
 * each other, so the choice passes through here; it holds only while the deposit panel sits
 * right on top of the campaigns panel, so a deposit opened any other way has none.
 */
export const depositCampaign = {
  choose: (campaign: DepositCampaign) => chosen.set(campaign),
  clear: () => chosen.set(null),
};

/** The chosen campaign, while the deposit panel was opened from the campaigns panel; otherwise null. */
export function useDepositCampaign(): DepositCampaign | null {
  const { stack } = usePanels();
  const campaign = useStore(chosen);
  const fromCampaigns = stack.at(-1) === 'deposit' && stack.at(-2) === 'campaigns';
  return fromCampaigns ? campaign : null;
}
