import Router, { useRouter } from 'next/router';
import { useEffect } from 'react';
import { href } from '@/routes/href';
import { useCurrentPath, useLocale } from '@/routes/RouteLink';
import { isPanelKey } from '@/state/panel-keys';
import { usePanels } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { matchesMedia } from '@/ui/media';
import { theme } from '@/ui/theme';
import { PANEL_PARAM, PANELS } from './panels';

const withoutParam = (path: string): string => {
  const [pathname, search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  query.delete(PANEL_PARAM);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : (pathname ?? path);
};

/**
 * `?panel=<key>` on any page opens that panel once the session is known: in the dropdown on a
 * desktop, in the sidebar on a phone, on top of the profile page so Back leads there. A visitor
 * asking for a panel that needs a login is sent to log in and comes back to it.
 */
export function PanelDeepLink() {
  const router = useRouter();
  const locale = useLocale();
  const currentPath = useCurrentPath();
  const { loginStatus } = useProfile();
  const panels = usePanels();
  const wanted = router.isReady ? router.query[PANEL_PARAM] : undefined;

  useEffect(() => {
    if (wanted === undefined || loginStatus === 'unknown') return;
    const here = withoutParam(currentPath());
    void Router.replace(here, undefined, { locale: false, shallow: true, scroll: false });
    if (!isPanelKey(wanted) || !PANELS[wanted].built) return;
    const isLoggedIn = loginStatus === 'loggedIn';
    if (PANELS[wanted].needsLogin && !isLoggedIn) {
      const back = `${here}${here.includes('?') ? '&' : '?'}${PANEL_PARAM}=${wanted}`;
      void Router.push(href('login', { locale, query: { redirectUrl: back } }), undefined, { locale: false });
      return;
    }
    const desktop = matchesMedia(theme.media.desktop);
    const frame = isLoggedIn && desktop ? 'dropdown' : 'sidebar';
    if (!isLoggedIn || wanted === 'profile') {
      panels.open(frame, wanted);
      return;
    }
    panels.open(frame, 'profile');
    panels.push(wanted);
    // Only the parameter's arrival matters; the panel functions are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, loginStatus]);
  return null;
}
