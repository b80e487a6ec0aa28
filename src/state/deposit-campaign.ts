import { useSyncExternalStore } from 'react';
import type { Cents } from '@/lib/money';
import { usePanels } from './panels';

/** A deposit campaign as the deposit form needs it (spec 3 "Campaign"). */
export type DepositCampaign = Readonly<{ campaignId: string; title: string; minDepositAmount: Cents }>;

let chosen: DepositCampaign | null = null;
const listeners = new Set<() => void>();
const set = (next: DepositCampaign | null) => {
  chosen = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => chosen;

/**
 * The campaign the player chose in the campaigns panel for the deposit they open from it. The
 * campaigns panel (promotions) and the deposit form (wallet) are features that do not import
 * each other, so the choice passes through here; it holds only while the deposit panel sits
 * right on top of the campaigns panel, so a deposit opened any other way has none.
 */
export const depositCampaign = {
  choose: (campaign: DepositCampaign) => set(campaign),
  clear: () => set(null),
};

/** The chosen campaign, while the deposit panel was opened from the campaigns panel; otherwise null. */
export function useDepositCampaign(): DepositCampaign | null {
  const { stack } = usePanels();
  const campaign = useSyncExternalStore(subscribe, read, () => null);
  const fromCampaigns = stack.at(-1) === 'deposit' && stack.at(-2) === 'campaigns';
  return fromCampaigns ? campaign : null;
}
