import { SessionTimer } from '@/features/session/SessionTimer';
import { useShownBy } from '@/ui/media';
import { lazyComponent } from '@/ui/lazy-component';
import { theme } from '@/ui/theme';

/** The one owner of automatic modals (./AutoModals.tsx); its modals load only when one shows. */
const AutoModals = lazyComponent(() => import('./AutoModals').then((m) => m.AutoModals));

/**
 * The logged-in player's overlay: the session timer and the automatic modals (a deposit's
 * return is the app layout's, a new customer's too). One lazy part, so neither is in a
 * visitor's first load nor adds to the shell's. The timer is a desktop's: a phone, which hides
 * it (the toolbar shows the time), does not render it every second for nothing.
 */
export function PlayerOverlay() {
  const timerShown = useShownBy(theme.media.desktop);
  return (
    <>
      {timerShown ? <SessionTimer /> : null}
      <AutoModals />
    </>
  );
}
