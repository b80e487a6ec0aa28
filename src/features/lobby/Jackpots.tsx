import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LobbySection } from './LobbySection';
import { useJackpotsQuery } from '@/data/games/jackpots-query';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/routes/RouteLink';
import { theme } from '@/ui/theme';

/** The progressive jackpots, polled every 20 s (spec 9); nothing shows until they arrive. */
export function Jackpots() {
  const { t } = useTranslation('lobby');
  const locale = useLocale();
  const { data } = useJackpotsQuery();
  return (
    <LobbySection aria-labelledby="jackpots-title">
      <h2 id="jackpots-title">{t('jackpots')}</h2>
      <List tabIndex={0} aria-labelledby="jackpots-title">
        {(data ?? []).map((jackpot) => (
          <li key={jackpot.id}>
            <span>{jackpot.name}</span>
            <strong>{formatMoney(jackpot.amount, locale, jackpot.currency, { fixed: true })}</strong>
          </li>
        ))}
      </List>
    </LobbySection>
  );
}

/** One scrollable row of fixed height, so the list arriving never shifts the page. */
const List = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(200px, 1fr);
  gap: ${theme.space(3)};
  height: 76px;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  list-style: none;
  li {
    display: grid;
    gap: 2px;
    padding: ${theme.space(3)} ${theme.space(4)};
    border-radius: ${theme.radius.md};
    background: linear-gradient(135deg, ${theme.color.surfaceRaised}, ${theme.color.surface});
  }
  span { color: ${theme.color.muted}; font-size: 14px; }
  strong { color: ${theme.color.primary}; font-size: 20px; font-variant-numeric: tabular-nums; }
`;
