import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { groupDescription, groupTitle } from '@/lib/group-title';
import { href } from '@/routes/href';
import { RouteLink, useLocale } from '@/routes/RouteLink';
import { GameGrid } from './GameGrid';
import type { GroupRowProps } from './lobby-props';
import { Empty } from '@/ui/Empty';
import { theme } from '@/ui/theme';

/** Group rows of a lobby page: each group's title, first games and a link to all of them. */
export function GroupRows({ rows, emptyText }: { rows: GroupRowProps[]; emptyText: string }) {
  const { t } = useTranslation('lobby');
  const locale = useLocale();
  if (rows.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <>
      {rows.map(({ group, games }, index) => {
        const title = groupTitle(group, locale);
        const route = group.type === 'live' ? 'liveCasinoGroup' : 'slotGroup';
        return (
          <Section key={group.id} aria-labelledby={`group-${group.id}`}>
            <Head>
              <h2 id={`group-${group.id}`}>{title}</h2>
              <RouteLink to={route} params={{ id: group.id, slug: group.slug }} aria-label={t('showAllIn', { group: title })}>
                {t('showAll', { count: group.game_count })}
              </RouteLink>
            </Head>
            {groupDescription(group, locale) ? <Description>{groupDescription(group, locale)}</Description> : null}
            <GameGrid games={games} label={title} eager={index === 0 ? 4 : 0} />
          </Section>
        );
      })}
    </>
  );
}

/** Where a group lives, for links built outside React. */
export const groupHref = (group: { id: number; slug: string; type: 'slot' | 'live' }, locale: Parameters<typeof href>[1]['locale']) =>
  href(group.type === 'live' ? 'liveCasinoGroup' : 'slotGroup', { locale, params: { id: group.id, slug: group.slug } });

const Section = styled.section`
  margin-bottom: ${theme.space(10)};
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(4)};
  h2 { margin: 0 0 ${theme.space(3)}; font-size: 22px; }
  a { color: ${theme.color.primary}; font-weight: 600; white-space: nowrap; }
`;

const Description = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.color.muted};
`;

