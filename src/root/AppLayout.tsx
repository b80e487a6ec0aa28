import { useTranslation } from 'react-i18next';
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import { keepQuickStopEnd, readQuickStopEnd } from '@/features/responsible-gaming/quick-stop/quick-stop-end';
import { NavSearch } from '@/features/search/NavSearch';
import { SearchPanel } from '@/features/search/SearchPanel';
import { Layout } from '@/features/shell/Layout';
import { PanelsProvider } from '@/state/panels';
import { useIsLoggedIn, useProfile } from '@/state/profile';
import { SearchPanelProvider } from '@/state/search-panel';
import { admitPanel, PANEL_PARAM, PANELS } from './panels';
import { lazyComponent } from '@/ui/lazy-component';

// A player's parts of the shell are client-only (the session is unknown while prerendering)
// and stay out of the visitor's first load.
const AccountBar = lazyComponent(() => import('@/features/session/AccountBar').then((m) => m.AccountBar));
const ProfileDropdown = lazyComponent(() => import('@/features/shell/panels/ProfileDropdown').then((m) => m.ProfileDropdown));
/** The panels' bodies load with the first frame that opens. */
const PanelBody = lazyComponent(() => import('./panel-bodies').then((m) => m.PanelBody));
const FRAME = { registry: PANELS, Body: PanelBody };
/** Only a page opened with ?panel= needs it. */
const PanelDeepLink = lazyComponent(() => import('./PanelDeepLink').then((m) => m.PanelDeepLink));
const MobileToolbar = lazyComponent(() => import('@/features/session/MobileToolbar').then((m) => m.MobileToolbar));
/** The session timer and a deposit's return (./PlayerOverlay.tsx). */
const PlayerOverlay = lazyComponent(() => import('./PlayerOverlay').then((m) => m.PlayerOverlay));
const LogoutNotice = lazyComponent(() => import('@/features/session/LogoutNotice').then((m) => m.LogoutNotice));
/** The quick stop's button (its dialog loads when it is pressed), and the end it shows after it. */
const QuickStop = lazyComponent(() => import('@/features/responsible-gaming/quick-stop/QuickStopButton').then((m) => m.QuickStopButton));
const QuickStopNotice = lazyComponent(() => import('@/features/responsible-gaming/quick-stop/QuickStopNotice').then((m) => m.QuickStopNotice));

/** Only after a logout whose call failed. */
function UnconfirmedLogout() {
  return useProfile().logoutUnconfirmed ? <LogoutNotice /> : null;
}

/**
 * After a quick stop, its end for the visitor the player has become: read when the player is
 * logged out (and so after a reload); a login forgets it.
 */
function QuickStopEnd() {
  const loggedIn = useIsLoggedIn();
  const [until, setUntil] = useState<string | null>(null);
  useEffect(() => {
    if (loggedIn) keepQuickStopEnd(null);
    setUntil(loggedIn ? null : readQuickStopEnd());
  }, [loggedIn]);
  return until ? <QuickStopNotice until={until} onClose={() => setUntil(null)} /> : null;
}

/** Renders (and so downloads) its children only for a logged-in player. */
function PlayerOnly({ children }: { children: ReactNode }) {
  return useIsLoggedIn() ? <>{children}</> : null;
}

/** The navbar's account corner: the quick stop and the button that opens the profile dropdown. */
function AccountCorner() {
  const { t } = useTranslation('common');
  return (
    <ProfileDropdown {...FRAME} label={t('panels.open')} beside={<QuickStop />}>
      <AccountBar />
    </ProfileDropdown>
  );
}

/** Loads the ?panel= handler only when a page is opened with one. */
function PanelLink() {
  const { isReady, query } = useRouter();
  return isReady && query[PANEL_PARAM] !== undefined ? <PanelDeepLink /> : null;
}

/** The shell with each feature's part put in its place: the composition root of the layout. */
export function AppLayout({ children }: { children: ReactNode }) {
  // SearchPanel fetches its dialog only when the panel is first opened.
  return (
    <PanelsProvider admit={admitPanel}>
      <SearchPanelProvider>
        <Layout
          panels={FRAME}
          desktopAccount={<PlayerOnly><AccountCorner /></PlayerOnly>}
          desktopSearch={<NavSearch />}
          mobileToolbar={<PlayerOnly><MobileToolbar quickStop={<QuickStop compact />} /></PlayerOnly>}
          overlay={<><PlayerOnly><PlayerOverlay /></PlayerOnly><UnconfirmedLogout /><QuickStopEnd /><SearchPanel /><PanelLink /></>}
        >
          {children}
        </Layout>
      </SearchPanelProvider>
    </PanelsProvider>
  );
}
