import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LobbySection } from './LobbySection';
import { useJackpotsQuery } from '@/data/games/jackpots-query';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/routes/RouteLink';
import { theme } from '@/ui/theme';

/**
 * The progressive jackpots, polled every 20 s (spec 9); nothing shows until they arrive. A
 * failed call or an empty list says so in the same strip (the poll brings them when it can),
 * so the heading never stands over nothing and nothing below moves.
 */
export function Jackpots() {
  const { t } = useTranslation('lobby');
  const locale = useLocale();
  const { data, error } = useJackpotsQuery();
  const missing = data ? (data.length === 0 ? 'jackpotsNone' : null) : error ? 'jackpotsFailed' : null;
  return (
    <LobbySection aria-labelledby="jackpots-title">
      <h2 id="jackpots-title">{t('jackpots')}</h2>
      {missing ? (
        <Missing data-testid="jackpots-missing">{t(missing)}</Missing>
      ) : (
        <List tabIndex={0} aria-labelledby="jackpots-title">
          {(data ?? []).map((jackpot) => (
            <li key={jackpot.id}>
              <span>{jackpot.name}</span>
              <strong>{formatMoney(jackpot.amount, locale, jackpot.currency, { fixed: true })}</strong>
            </li>
          ))}
        </List>
      )}
    </LobbySection>
  );
}

/** The strip's height, kept whatever it holds. */
const STRIP_HEIGHT = '76px';

const Missing = styled.p`
  display: flex;
  align-items: center;
  height: ${STRIP_HEIGHT};
  margin: 0;
  color: ${theme.color.muted};
`;

/** One scrollable row of fixed height, so the list arriving never shifts the page. */
const List = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(200px, 1fr);
  gap: ${theme.space(3)};
  height: ${STRIP_HEIGHT};
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
