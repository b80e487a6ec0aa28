import { SessionTimer } from '@/features/session/SessionTimer';
import { lazyComponent } from '@/ui/lazy-component';

/** The one owner of automatic modals (./AutoModals.tsx); its modals load only when one shows. */
const AutoModals = lazyComponent(() => import('./AutoModals').then((m) => m.AutoModals));

/**
 * The logged-in player's overlay: the session timer and the automatic modals (a deposit's
 * return is the app layout's, a new customer's too). One lazy part, so neither is in a
 * visitor's first load nor adds to the shell's.
 */
export function PlayerOverlay() {
  return (
    <>
      <SessionTimer />
      <AutoModals />
    </>
  );
}
