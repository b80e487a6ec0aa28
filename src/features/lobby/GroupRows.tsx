import { groupTitle } from '@/lib/group-title';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { GameGrid } from './GameGrid';
import { GroupRow } from './GroupRow';
import { LaterRows } from './LaterRows';
import type { LobbyProps } from './lobby-props';
import { Empty } from '@/ui/Empty';

/**
 * Group rows of a lobby page: each group's title, first games and a link to all of them. The
 * first rows come with their games; the later ones load theirs near the viewport (./LaterRows).
 */
export function GroupRows({ rows, later, emptyText }: LobbyProps & { emptyText: string }) {
  const locale = useLocale();
  if (rows.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <>
      {rows.map(({ group, games }, index) => (
        <GroupRow key={group.id} group={group}>
          <GameGrid games={games} label={groupTitle(group, locale)} eager={index === 0 ? 4 : 0} />
        </GroupRow>
      ))}
      {later.length > 0 ? <LaterRows groups={later} /> : null}
    </>
  );
}

/** Where a group lives, for links built outside React. */
export const groupHref = (group: { id: number; slug: string; type: 'slot' | 'live' }, locale: Parameters<typeof href>[1]['locale']) =>
  href(group.type === 'live' ? 'liveCasinoGroup' : 'slotGroup', { locale, params: { id: group.id, slug: group.slug } });
