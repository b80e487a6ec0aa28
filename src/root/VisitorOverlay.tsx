import { AffiliateBannerLoader } from '@/features/content/affiliate/AffiliateBanner';
import { VisitorAutoModals } from './AutoModals';

/**
 * What a visitor gets once engaged with the page: the site's popups (through the owner of
 * automatic modals) and the affiliate's banner. One chunk, loaded by the shell only then.
 */
export function VisitorOverlay() {
  return (
    <>
      <VisitorAutoModals />
      <AffiliateBannerLoader />
    </>
  );
}
