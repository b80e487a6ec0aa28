import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAvatarQuery } from '@/data/player/avatar-query';
import { useRefreshBalance } from '@/data/player/balance-query';
import { useProfileBadgeCount } from '@/data/promotions/profile-badge-query';
import { avatarFor } from '@/lib/avatars';
import { formatMoney } from '@/lib/format';
import { wageringOf } from '@/lib/wagering';
import { useLocale } from '@/routes/RouteLink';
import type { PanelKey } from '@/state/panel-stack';
import { usePanels } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { MenuList, type MenuItem } from '@/ui/MenuList';
import { panelIcons } from '@/ui/panel-icons';
import { ProgressBar } from '@/ui/ProgressBar';
import { RefreshFailed } from '@/ui/RefreshFailed';
import { theme } from '@/ui/theme';
import { useBusy } from '@/ui/use-busy';
import { focusLoginOpener } from './focus-login-opener';

/** The profile panel's links (spec 2.4), in its order; each shows once its panel is there. */
const LINKS: readonly { panel: PanelKey; label: string; icon: string }[] = [
  { panel: 'campaigns', label: 'profile.campaigns', icon: panelIcons.gift },
  { panel: 'customer-support', label: 'profile.support', icon: panelIcons.chat },
  { panel: 'transactions', label: 'profile.transactions', icon: panelIcons.list },
  { panel: 'settings', label: 'profile.settings', icon: panelIcons.settings },
  { panel: 'responsible-gaming', label: 'profile.responsibleGaming', icon: panelIcons.shield },
  { panel: 'documents', label: 'profile.documents', icon: panelIcons.document },
];

/** The profile (main) panel: who is playing, with what, and where to go from here. */
export function ProfilePanel() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { player, balance, balanceFailed, logout } = useProfile();
  const refreshBalance = useRefreshBalance();
  const [retrying, runRetry] = useBusy();
  const panels = usePanels();
  const avatar = avatarFor(useAvatarQuery(true).data?.id);
  const badge = useProfileBadgeCount(true);
  if (!player) return null;
  const money = (cents: number) => formatMoney(cents, locale, balance?.currency, { fixed: true });
  const wagering = balance ? wageringOf(balance) : null;
  // A balance that could not be loaded is a dash; the line under the figures says why (and when they are the last known).
  const unknown = balanceFailed ? '–' : '…';
  const items: MenuItem[] = LINKS.filter((link) => panels.canOpen(link.panel)).map((link) => ({
    key: link.panel,
    label: t(link.label),
    icon: link.icon,
    onClick: () => panels.push(link.panel),
    badge: link.panel === 'campaigns' ? <Badge count={badge} label={t('profile.badge', { count: badge })} /> : undefined,
    deeper: true,
  }));
  return (
    <Stack>
      <Who>
        {/* eslint-disable-next-line @next/next/no-img-element -- a 64 px SVG served by the app */}
        <img src={avatar.url} alt={t('profile.avatar')} width={64} height={64} data-testid="profile-avatar" data-avatar={avatar.id} />
        <Name>{player.nickName || `${player.firstName} ${player.lastName}`}</Name>
      </Who>
      <Balances>
        <div>
          <dt>{t('profile.cash')}</dt>
          <dd data-testid="profile-cash">{balance ? money(balance.cash) : unknown}</dd>
        </div>
        <div>
          <dt>{t('profile.promo')}</dt>
          <dd data-testid="profile-promo">{balance ? money(balance.promo) : unknown}</dd>
        </div>
      </Balances>
      {balanceFailed ? (
        <RefreshFailed
          testId="profile-balance-failed"
          message={t(balance ? 'profile.balanceStale' : 'profile.balanceFailed')}
          retryLabel={t('profile.balanceRetry')}
          busy={retrying}
          onRetry={() => void runRetry(refreshBalance)}
        />
      ) : null}
      {wagering ? (
        <ProgressBar
          label={t('profile.wagering')}
          value={wagering.played}
          max={wagering.required}
          valueText={t('profile.wageringValue', { played: money(wagering.played), required: money(wagering.required) })}
        />
      ) : null}
      {panels.canOpen('deposit') || panels.canOpen('withdraw') ? (
        <Actions>
          {panels.canOpen('deposit') ? <Button $variant="primary" onClick={() => panels.push('deposit')}>{t('profile.deposit')}</Button> : null}
          {panels.canOpen('withdraw') ? (
            <Button $variant="secondary" onClick={() => panels.push('withdraw')}>
              {t('profile.withdraw')}
            </Button>
          ) : null}
        </Actions>
      ) : null}
      <MenuList label={t('profile.menu')} items={items} />
      <Button
        $variant="secondary"
        onClick={() => {
          const { frame } = panels;
          void logout().then(() => frame && focusLoginOpener(frame, locale));
        }}
        data-testid="panel-logout"
      >
        {t('auth:logout')}
      </Button>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(4)};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  img { border-radius: 50%; background: ${theme.color.surfaceRaised}; }
`;

const Name = styled.p`
  margin: 0;
  font-size: 20px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

// Two equal columns that may shrink below their content: a long label wraps instead of pushing
// the panel wider than a phone (Estonian "Tee väljamakse").
const Balances = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(3)};
  margin: 0;
  /* The amount at the tile's foot: a label on two lines ("Väljamakstav raha") keeps the amounts on one line. */
  > div { display: grid; grid-template-rows: 1fr auto; padding: ${theme.space(3)}; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceRaised}; }
  dt { font-size: 14px; color: ${theme.color.muted}; }
  dd { margin: ${theme.space(1)} 0 0; font-size: 20px; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(3)};
  > * { white-space: normal; text-align: center; }
`;
