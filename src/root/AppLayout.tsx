import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { NavSearch } from '@/features/search/NavSearch';
import { SearchPanel } from '@/features/search/SearchPanel';
import { Layout } from '@/features/shell/Layout';
import { useIsLoggedIn } from '@/state/profile';
import { SIDEBAR_PAGES } from './sidebar-pages';

// A player's parts of the shell are client-only (the session is unknown while prerendering)
// and stay out of the visitor's first load.
const AccountBar = dynamic(() => import('@/features/session/AccountBar').then((m) => m.AccountBar), { ssr: false });
const MobileToolbar = dynamic(() => import('@/features/session/MobileToolbar').then((m) => m.MobileToolbar), { ssr: false });
const SessionTimer = dynamic(() => import('@/features/session/SessionTimer').then((m) => m.SessionTimer), { ssr: false });

/** Renders (and so downloads) its children only for a logged-in player. */
function PlayerOnly({ children }: { children: ReactNode }) {
  return useIsLoggedIn() ? <>{children}</> : null;
}

/** The shell with each feature's part put in its place: the composition root of the layout. */
export function AppLayout({ children }: { children: ReactNode }) {
  // SearchPanel fetches its dialog with next/dynamic only when the panel is first opened.
  return (
    <Layout sidebarPages={SIDEBAR_PAGES} desktopAccount={<PlayerOnly><AccountBar /></PlayerOnly>} desktopSearch={<NavSearch />} mobileToolbar={<PlayerOnly><MobileToolbar /></PlayerOnly>} overlay={<><PlayerOnly><SessionTimer /></PlayerOnly><SearchPanel /></>}>
      {children}
    </Layout>
  );
}
