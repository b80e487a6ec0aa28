import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatCount } from '@/lib/format';
import { RouteLink, useLocale } from '@/routes/RouteLink';
import { OptimizedImage } from '@/ui/OptimizedImage';
import { RoutePage } from '@/ui/RoutePage';
import { Empty } from '@/ui/Empty';
import type { ProvidersProps } from './lobby-props';
import { theme } from '@/ui/theme';

/** The game providers list: each provider's logo, name and number of games. */
export function ProvidersScreen({ suppliers }: ProvidersProps) {
  const { t } = useTranslation('lobby');
  const locale = useLocale();
  return (
    <RoutePage route="suppliers">
      {suppliers.length === 0 ? <Empty>{t('unavailable')}</Empty> : null}
      <List>
        {suppliers.map((s) => (
          <li key={s.id}>
            <RouteLink to="gameProvider" params={{ id: s.id, slug: s.slug }}>
              <Logo>{s.logo ? <OptimizedImage src={s.logo} alt="" width={48} height={48} quality={75} /> : null}</Logo>
              <span>
                <strong>{s.name}</strong>
                <small>{t('gameCount', { count: s.game_count, games: formatCount(s.game_count, locale) })}</small>
              </span>
            </RouteLink>
          </li>
        ))}
      </List>
    </RoutePage>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    padding: ${theme.space(3)};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    text-decoration: none;
  }
  a:hover { background: ${theme.color.surfaceRaised}; }
  span { display: grid; }
  small { color: ${theme.color.muted}; }
`;

const Logo = styled.div`
  position: relative;
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radius.sm};
  overflow: hidden;
  background: ${theme.color.surfaceRaised};
  img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;
