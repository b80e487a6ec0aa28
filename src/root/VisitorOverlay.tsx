import { useCallback, useState } from 'react';
import { isLogoutPending } from '@/data/player/player-query';
import { readQuickStopEnd } from '@/features/responsible-gaming/quick-stop/read-quick-stop-end';
import { AffiliateBannerLoader } from '@/features/content/affiliate/AffiliateBanner';
import { VisitorAutoModals } from './AutoModals';

/**
 * What a visitor gets once engaged with the page: the site's popups (through the owner of
 * automatic modals) and the affiliate's banner; not a player's who has just stopped being one
 * (./AppLayout.tsx, EngagedVisitor). One chunk, loaded by the shell only then.
 * One thing at a time: the banner comes once the popups have answered and the one due (if any)
 * has been closed, whichever of their fetches answers first.
 */
export function VisitorOverlay() {
  const [popupsDone, setPopupsDone] = useState(false);
  const done = useCallback(() => setPopupsDone(true), []);
  // No new visitor either while a quick stop's break is kept or a logout is unheard: the page's
  // notice is theirs to read, not under "Register now".
  if (readQuickStopEnd() || isLogoutPending()) return null;
  return (
    <>
      <VisitorAutoModals onIdle={done} />
      {popupsDone ? <AffiliateBannerLoader /> : null}
    </>
  );
}
