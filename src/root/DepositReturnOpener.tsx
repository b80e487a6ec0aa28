import { useEffect } from 'react';
import { depositReturn } from '@/features/wallet/deposit-return';
import { usePanels } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { theme } from '@/ui/theme';

/**
 * Back from the payment provider (or reloaded while waiting): when this tab kept a deposit of
 * this player, the deposit panel opens on top of the profile page and shows its result: in
 * the dropdown on a desktop, in the sidebar on a phone (as a ?panel= link does).
 */
export function DepositReturnOpener() {
  const { player } = useProfile();
  const panels = usePanels();
  const userId = player?.userId;
  useEffect(() => {
    if (userId === undefined || !depositReturn.read(userId)) return;
    const desktop = window.matchMedia(theme.media.desktop.replace('@media ', '')).matches;
    panels.open(desktop ? 'dropdown' : 'sidebar', 'profile');
    panels.push('deposit');
    // Once per player and page load; the panel functions are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
  return null;
}
