import { useEffect, useState } from 'react';
import { SessionTimer } from '@/features/session/SessionTimer';
import { depositReturn } from '@/features/wallet/deposit-return';
import { lazyComponent } from '@/ui/lazy-component';

/** The one owner of automatic modals (./AutoModals.tsx); its modals load only when one shows. */
const AutoModals = lazyComponent(() => import('./AutoModals').then((m) => m.AutoModals));

/** Only a tab that left for the payment provider needs it. */
const DepositReturnOpener = lazyComponent(() => import('./DepositReturnOpener').then((m) => m.DepositReturnOpener));

/** Loads the deposit's return only when this tab kept a deposit (spec 4); read after mounting. */
function DepositReturnLink() {
  const [kept, setKept] = useState(false);
  useEffect(() => setKept(depositReturn.any()), []);
  return kept ? <DepositReturnOpener /> : null;
}

/**
 * The logged-in player's overlay: the session timer, the way back to a deposit's result and
 * the automatic modals.
 * One lazy part, so neither is in a visitor's first load nor adds to the shell's.
 */
export function PlayerOverlay() {
  return (
    <>
      <SessionTimer />
      <DepositReturnLink />
      <AutoModals />
    </>
  );
}
