import type { ReactNode } from 'react';
import { AccountBar } from '@/features/session/AccountBar';
import { NavSearch } from '@/features/search/NavSearch';
import { SearchPanel } from '@/features/search/SearchPanel';
import { MobileToolbar } from '@/features/session/MobileToolbar';
import { SessionTimer } from '@/features/session/SessionTimer';
import { Layout } from '@/features/shell/Layout';
import { SIDEBAR_PAGES } from './sidebar-pages';

/** The shell with each feature's part put in its place: the composition root of the layout. */
export function AppLayout({ children }: { children: ReactNode }) {
  // SearchPanel fetches its dialog with next/dynamic only when the panel is first opened.
  return (
    <Layout sidebarPages={SIDEBAR_PAGES} desktopAccount={<AccountBar />} desktopSearch={<NavSearch />} mobileToolbar={<MobileToolbar />} overlay={<><SessionTimer /><SearchPanel /></>}>
      {children}
    </Layout>
  );
}
