import { admitPage, type PanelRegistry } from '@/state/panel-stack';
import type { Admit } from '@/state/panels';

/**
 * The one panel registry (spec 2.4, 2.5): every page either frame can show, with its title,
 * width and whether it needs a login. The bodies live in ./panel-bodies.tsx, which loads with
 * the first frame that opens, so the registry costs a visitor's first load next to nothing. A
 * panel is `built` once the issue that builds its body lands (noted beside it); menus and
 * links leave out what is not there yet.
 */
export const PANELS: PanelRegistry = {
  menu: { title: 'sidebar.menu', width: 'main', needsLogin: false, built: true },
  loggedOut: { title: 'sidebar.loggedOut', width: 'main', needsLogin: false, built: true },
  profile: { title: 'panels.profile', width: 'main', needsLogin: true, built: true },
  settings: { title: 'panels.settings', width: 'sub', needsLogin: true, built: true, leadsTo: ['user', 'avatar', 'marketing', 'close'] },
  transactions: { title: 'panels.transactions', width: 'sub', needsLogin: true, built: true, leadsTo: ['deposits', 'withdraws', 'game-actions'] },
  deposits: { title: 'panels.deposits', width: 'sub', needsLogin: true, built: true },
  withdraws: { title: 'panels.withdraws', width: 'sub', needsLogin: true, built: true },
  'game-actions': { title: 'panels.game-actions', width: 'sub', needsLogin: true, built: true },
  'customer-support': { title: 'panels.customer-support', width: 'sub', needsLogin: false, built: true },
  // The wallet (#13).
  // The logged-in player's deposit, and a visitor's new-customer deposit (spec 6).
  deposit: { title: 'panels.deposit', width: 'sub', needsLogin: false, built: true },
  withdraw: { title: 'panels.withdraw', width: 'sub', needsLogin: true, built: true },
  // Reached from the withdraw panel and its success (docs/decisions.md "Wallet").
  'pending-withdraws': { title: 'panels.pending-withdraws', width: 'sub', needsLogin: true, built: true },
  // Responsible gaming (#14).
  'responsible-gaming': { title: 'panels.responsible-gaming', width: 'sub', needsLogin: true, built: true },
  // The account (#15).
  user: { title: 'panels.user', width: 'sub', needsLogin: true, built: true },
  marketing: { title: 'panels.marketing', width: 'sub', needsLogin: true, built: true },
  avatar: { title: 'panels.avatar', width: 'sub', needsLogin: true, built: true },
  phone: { title: 'panels.phone', width: 'sub', needsLogin: true, built: true },
  close: { title: 'panels.close', width: 'sub', needsLogin: true, built: true },
  documents: { title: 'panels.documents', width: 'sub', needsLogin: true, built: true },
  'upload-documents': { title: 'panels.upload-documents', width: 'sub', needsLogin: true, built: true },
  verification: { title: 'panels.verification', width: 'sub', needsLogin: true, built: true },
  // Promotions (#16).
  campaigns: { title: 'panels.campaigns', width: 'sub', needsLogin: true, built: true },
};

/** The query parameter that opens a panel from a link (a support email, a QA scenario). */
export const PANEL_PARAM = 'panel';

export const admitPanel: Admit = (page, isLoggedIn) => admitPage(PANELS, page, isLoggedIn);
