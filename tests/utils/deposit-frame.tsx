import { useEffect } from 'react';
import { CampaignsPanel } from '@/features/promotions/panels/CampaignsPanel';
import { DepositPanel } from '@/features/wallet/DepositPanel';
import { usePanels } from '@/state/panels';

/**
 * The panel stack as a frame shows it (its top page) for the deposit and the campaigns, opened on
 * `first` once, as a click on the profile's link would: the campaigns' deposit, the deposit's
 * way to the campaigns, and Back between them.
 */
export function DepositFrame({ first = 'campaigns' }: { first?: 'deposit' | 'campaigns' }) {
  const panels = usePanels();
  useEffect(() => {
    panels.open('dropdown', first);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (panels.top === 'deposit') return <DepositPanel />;
  if (panels.top === 'campaigns') return <CampaignsPanel />;
  return null;
}
