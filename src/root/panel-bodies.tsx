import type { ComponentType } from 'react';
import type { StackPage } from '@/state/panel-stack';
import { panelBody } from './panel-body';

const ACCOUNT = ['account'];
const DOCUMENTS = ['documents'];

/**
 * Each built panel's body (./panels.ts says which are built; a test holds the two together).
 * This module loads with the first frame that opens; each body then loads on its own.
 */
export const BODIES: Partial<Record<StackPage, ComponentType>> = {
  menu: panelBody(() => import('@/features/shell/panels/MainMenu').then((m) => m.MainMenu)),
  loggedOut: panelBody(() => import('./sidebar-bodies').then((m) => m.LoggedOutBody)),
  profile: panelBody(() => import('@/features/account/ProfilePanel').then((m) => m.ProfilePanel), ACCOUNT),
  settings: panelBody(() => import('@/features/account/MenuPanels').then((m) => m.SettingsPanel), ACCOUNT),
  transactions: panelBody(() => import('@/features/account/MenuPanels').then((m) => m.TransactionsPanel), ACCOUNT),
  deposits: panelBody(() => import('@/features/wallet/TransactionPanels').then((m) => m.DepositsPanel), ACCOUNT),
  withdraws: panelBody(() => import('@/features/wallet/TransactionPanels').then((m) => m.WithdrawalsPanel), ACCOUNT),
  deposit: panelBody(() => import('@/features/wallet/DepositPanel').then((m) => m.DepositPanel), ACCOUNT),
  withdraw: panelBody(() => import('@/features/wallet/WithdrawPanel').then((m) => m.WithdrawPanel), ACCOUNT),
  'pending-withdraws': panelBody(() => import('@/features/wallet/PendingWithdrawsPanel').then((m) => m.PendingWithdrawsPanel), ACCOUNT),
  'game-actions': panelBody(() => import('@/features/wallet/TransactionPanels').then((m) => m.GameActionsPanel), ACCOUNT),
  'customer-support': panelBody(() => import('@/features/account/SupportPanel').then((m) => m.SupportPanel), ACCOUNT),
  documents: panelBody(() => import('@/features/documents/DocumentsPanel').then((m) => m.DocumentsPanel), DOCUMENTS),
  'upload-documents': panelBody(() => import('@/features/documents/UploadDocumentsPanel').then((m) => m.UploadDocumentsPanel), DOCUMENTS),
  verification: panelBody(() => import('@/features/documents/DocumentsPanel').then((m) => m.VerificationPanel), DOCUMENTS),
  avatar: panelBody(() => import('@/features/account/AvatarPanel').then((m) => m.AvatarPanel), DOCUMENTS),
  close: panelBody(() => import('./close-panel-body').then((m) => m.ClosePanelBody), ['documents', 'limits']),
  'responsible-gaming': panelBody(() => import('@/features/responsible-gaming/ResponsibleGamingScreen').then((m) => m.ResponsibleGamingPanel), ['limits']),
  user: panelBody(() => import('@/features/account/settings/SettingsPanels').then((m) => m.UserPanel), ['settings']),
  phone: panelBody(() => import('@/features/account/settings/SettingsPanels').then((m) => m.PhonePanel), ['settings']),
  marketing: panelBody(() => import('@/features/account/settings/SettingsPanels').then((m) => m.MarketingPanel), ['settings']),
  campaigns: panelBody(() => import('@/features/promotions/panels/CampaignsPanel').then((m) => m.CampaignsPanel), ['promotions']),
};

/** The body of a page, for the frames. */
export function PanelBody({ page }: { page: StackPage }) {
  const Body = BODIES[page];
  return Body ? <Body /> : null;
}
