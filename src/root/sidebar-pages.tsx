import dynamic from 'next/dynamic';
import type { SidebarPages } from '@/features/shell/sidebar/Sidebar';

/**
 * The composition root of the mobile sidebar: which feature renders each page. Bodies are
 * loaded only when their page opens.
 */
export const SIDEBAR_PAGES: SidebarPages = {
  menu: { title: 'sidebar.menu', Body: dynamic(() => import('@/features/shell/sidebar/MainMenu').then((m) => m.MainMenu)) },
  loggedOut: { title: 'sidebar.loggedOut', Body: dynamic(() => import('./sidebar-bodies').then((m) => m.LoggedOutBody)) },
  profile: { title: 'nav.profile', Body: dynamic(() => import('./sidebar-bodies').then((m) => m.ProfileBody)) },
};
