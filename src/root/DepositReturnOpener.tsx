import { useEffect } from 'react';
import { depositReturn, loadedByHistory } from '@/features/wallet/deposit-return';
import { usePanels } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { matchesMedia } from '@/ui/media';
import { theme } from '@/ui/theme';

/**
 * Back from the payment provider (or reloaded while waiting): when this tab kept a deposit of
 * whoever is here, the deposit panel opens and shows its result. A player's opens on top of the
 * profile page, in the dropdown on a desktop and in the sidebar on a phone; a new customer's (a
 * visitor's, spec 6) in the sidebar, as a ?panel=deposit link does: the provider sends a new
 * customer back with one, and a Back or a reload, which come without it, find the panel too.
 */
export function DepositReturnOpener() {
  const { player, loginStatus } = useProfile();
  const panels = usePanels();
  const depositor = player ? player.userId : loginStatus === 'loggedOut' ? null : undefined;
  useEffect(() => {
    const entry = depositor === undefined ? null : depositReturn.read(depositor);
    if (!entry) return;
    // Marked at once, not when the panel shows it (its code loads first): a reload made in the
    // meantime still comes back to the offer to start again.
    if (loadedByHistory() && !entry.backByHistory) depositReturn.markBackByHistory(entry);
    if (depositor === null) {
      panels.open('sidebar', 'deposit');
      return;
    }
    const desktop = matchesMedia(theme.media.desktop);
    panels.open(desktop ? 'dropdown' : 'sidebar', 'profile');
    panels.push('deposit');
    // Once per depositor and page load; the panel functions are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [depositor]);
  return null;
}
