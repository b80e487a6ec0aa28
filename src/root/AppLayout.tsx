import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { NavSearch } from '@/features/search/NavSearch';
import { SearchPanel } from '@/features/search/SearchPanel';
import { Layout } from '@/features/shell/Layout';
import { PanelsProvider } from '@/state/panels';
import { useIsLoggedIn } from '@/state/profile';
import { SearchPanelProvider } from '@/state/search-panel';
import { admitPanel, PANEL_PARAM, PANELS } from './panels';

// A player's parts of the shell are client-only (the session is unknown while prerendering)
// and stay out of the visitor's first load.
const AccountBar = dynamic(() => import('@/features/session/AccountBar').then((m) => m.AccountBar), { ssr: false });
const ProfileDropdown = dynamic(() => import('@/features/shell/panels/ProfileDropdown').then((m) => m.ProfileDropdown), { ssr: false });
/** The panels' bodies load with the first frame that opens. */
const PanelBody = dynamic(() => import('./panel-bodies').then((m) => m.PanelBody), { ssr: false });
const FRAME = { registry: PANELS, Body: PanelBody };
/** Only a page opened with ?panel= needs it. */
const PanelDeepLink = dynamic(() => import('./PanelDeepLink').then((m) => m.PanelDeepLink), { ssr: false });
const MobileToolbar = dynamic(() => import('@/features/session/MobileToolbar').then((m) => m.MobileToolbar), { ssr: false });
const SessionTimer = dynamic(() => import('@/features/session/SessionTimer').then((m) => m.SessionTimer), { ssr: false });

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
  // SearchPanel fetches its dialog with next/dynamic only when the panel is first opened.
  return (
    <PanelsProvider admit={admitPanel}>
      <SearchPanelProvider>
        <Layout
          panels={FRAME}
          desktopAccount={<PlayerOnly><AccountCorner /></PlayerOnly>}
          desktopSearch={<NavSearch />}
          mobileToolbar={<PlayerOnly><MobileToolbar /></PlayerOnly>}
          overlay={<><PlayerOnly><SessionTimer /></PlayerOnly><SearchPanel /><PanelLink /></>}
        >
          {children}
        </Layout>
      </SearchPanelProvider>
    </PanelsProvider>
  );
}
