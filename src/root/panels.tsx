import { panelBody } from './panel-body';
import { admitPage, type PanelRegistry } from '@/state/panel-stack';
import type { Admit } from '@/state/panels';

const ACCOUNT = ['account'];

const profile = panelBody(() => import('@/features/account/ProfilePanel').then((m) => m.ProfilePanel), ACCOUNT);
const settings = panelBody(() => import('@/features/account/MenuPanels').then((m) => m.SettingsPanel), ACCOUNT);
const transactions = panelBody(() => import('@/features/account/MenuPanels').then((m) => m.TransactionsPanel), ACCOUNT);
const deposits = panelBody(() => import('@/features/wallet/TransactionPanels').then((m) => m.DepositsPanel), ACCOUNT);
const withdrawals = panelBody(() => import('@/features/wallet/TransactionPanels').then((m) => m.WithdrawalsPanel), ACCOUNT);
const gameActions = panelBody(() => import('@/features/wallet/TransactionPanels').then((m) => m.GameActionsPanel), ACCOUNT);
const support = panelBody(() => import('@/features/account/SupportPanel').then((m) => m.SupportPanel), ACCOUNT);
const menu = panelBody(() => import('@/features/shell/panels/MainMenu').then((m) => m.MainMenu));
const loggedOut = panelBody(() => import('./sidebar-bodies').then((m) => m.LoggedOutBody));

/**
 * The one panel registry (spec 2.4, 2.5): every page either frame can show, with its title,
 * width, whether it needs a login, and its body. A body is null until the issue that builds it
 * lands (noted beside it); menus and links leave out what is not there yet.
 */
export const PANELS: PanelRegistry = {
  menu: { title: 'sidebar.menu', width: 'main', needsLogin: false, Body: menu },
  loggedOut: { title: 'sidebar.loggedOut', width: 'main', needsLogin: false, Body: loggedOut },
  profile: { title: 'panels.profile', width: 'main', needsLogin: true, Body: profile },
  settings: { title: 'panels.settings', width: 'sub', needsLogin: true, Body: settings, leadsTo: ['user', 'avatar', 'marketing'] },
  transactions: { title: 'panels.transactions', width: 'sub', needsLogin: true, Body: transactions, leadsTo: ['deposits', 'withdraws', 'game-actions'] },
  'customer-support': { title: 'panels.customer-support', width: 'sub', needsLogin: false, Body: support },
  deposits: { title: 'panels.deposits', width: 'sub', needsLogin: true, Body: deposits },
  withdraws: { title: 'panels.withdraws', width: 'sub', needsLogin: true, Body: withdrawals },
  'game-actions': { title: 'panels.game-actions', width: 'sub', needsLogin: true, Body: gameActions },
  // The wallet (#13).
  deposit: { title: 'panels.deposit', width: 'sub', needsLogin: false, Body: null },
  withdraw: { title: 'panels.withdraw', width: 'sub', needsLogin: true, Body: null },
  'pending-withdraws': { title: 'panels.pending-withdraws', width: 'sub', needsLogin: true, Body: null },
  // Responsible gaming (#14).
  'responsible-gaming': { title: 'panels.responsible-gaming', width: 'sub', needsLogin: true, Body: null },
  // The account (#15).
  user: { title: 'panels.user', width: 'sub', needsLogin: true, Body: null },
  marketing: { title: 'panels.marketing', width: 'sub', needsLogin: true, Body: null },
  avatar: { title: 'panels.avatar', width: 'sub', needsLogin: true, Body: null },
  phone: { title: 'panels.phone', width: 'sub', needsLogin: true, Body: null },
  close: { title: 'panels.close', width: 'sub', needsLogin: true, Body: null },
  documents: { title: 'panels.documents', width: 'sub', needsLogin: true, Body: null },
  'upload-documents': { title: 'panels.upload-documents', width: 'sub', needsLogin: true, Body: null },
  verification: { title: 'panels.verification', width: 'sub', needsLogin: true, Body: null },
  // Promotions (#16).
  campaigns: { title: 'panels.campaigns', width: 'sub', needsLogin: true, Body: null },
};

export const admitPanel: Admit = (page, isLoggedIn) => admitPage(PANELS, page, isLoggedIn);
