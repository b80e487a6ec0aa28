import { useTranslation } from 'react-i18next';
import type { PanelKey } from '@/state/panel-stack';
import { usePanels } from '@/state/panels';
import { MenuList } from '@/ui/MenuList';

type Entry = { panel: PanelKey; label: string };

/** A panel that only leads to others (spec 2.4); it lists the ones that are there. */
function PanelMenu({ label, entries }: { label: string; entries: readonly Entry[] }) {
  const { t } = useTranslation('account');
  const panels = usePanels();
  const items = entries
    .filter((entry) => panels.canOpen(entry.panel))
    .map((entry) => ({ key: entry.panel, label: t(entry.label), onClick: () => panels.push(entry.panel), deeper: true }));
  return <MenuList label={t(label)} items={items} />;
}

const SETTINGS: readonly Entry[] = [
  { panel: 'user', label: 'settings.user' },
  { panel: 'avatar', label: 'settings.avatar' },
  { panel: 'marketing', label: 'settings.marketing' },
  // Spec 2.5 lists closing the account with the settings; the panel's own title names it.
  { panel: 'close', label: 'common:panels.close' },
];

const TRANSACTIONS: readonly Entry[] = [
  { panel: 'deposits', label: 'transactions.deposits' },
  { panel: 'withdraws', label: 'transactions.withdraws' },
  { panel: 'game-actions', label: 'transactions.gameActions' },
];

/** Settings: user data, avatar, marketing. */
export function SettingsPanel() {
  return <PanelMenu label="settings.label" entries={SETTINGS} />;
}

/** Transactions: deposits, withdrawals, game actions. */
export function TransactionsPanel() {
  return <PanelMenu label="transactions.label" entries={TRANSACTIONS} />;
}
