import { useTranslation } from 'react-i18next';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
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

/** Only after a logout whose call failed. */
function UnconfirmedLogout() {
  return useProfile().logoutUnconfirmed ? <LogoutNotice /> : null;
}

/** Renders (and so downloads) its children only for a logged-in player. */
function PlayerOnly({ children }: { children: ReactNode }) {
  return useIsLoggedIn() ? <>{children}</> : null;
}

/** The navbar's account corner: the button that opens the profile dropdown. */
function AccountCorner() {
  const { t } = useTranslation('common');
  return (
    <ProfileDropdown {...FRAME} label={t('panels.open')}>
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
          mobileToolbar={<PlayerOnly><MobileToolbar /></PlayerOnly>}
          overlay={<><PlayerOnly><PlayerOverlay /></PlayerOnly><UnconfirmedLogout /><SearchPanel /><PanelLink /></>}
        >
          {children}
        </Layout>
      </SearchPanelProvider>
    </PanelsProvider>
  );
}
