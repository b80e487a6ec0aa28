import { useCallback, useState } from 'react';
import { AffiliateBannerLoader } from '@/features/content/affiliate/AffiliateBanner';
import { VisitorAutoModals } from './AutoModals';

/**
 * What a visitor gets once engaged with the page: the site's popups (through the owner of
 * automatic modals) and the affiliate's banner. One chunk, loaded by the shell only then.
 * One thing at a time: the banner comes once the popups have answered and the one due (if any)
 * has been closed, whichever of their fetches answers first.
 */
export function VisitorOverlay() {
  const [popupsDone, setPopupsDone] = useState(false);
  const done = useCallback(() => setPopupsDone(true), []);
  return (
    <>
      <VisitorAutoModals onIdle={done} />
      {popupsDone ? <AffiliateBannerLoader /> : null}
    </>
  );
}
