import type { GameGroup } from '@/api/schemas/content';
import { useLaterRowsQuery } from '@/data/content/later-rows-query';
import { groupTitle } from '@/lib/group-title';
import { useLocale } from '@/routes/RouteLink';
import { GameGrid, GridFailed, GridSkeleton } from './GameGrid';
import { GroupRow } from './GroupRow';
import { ROW_GAMES } from './rows';
import { useNearViewport } from '@/ui/use-near-viewport';

/**
 * The rows below a lobby page's first screen: their headings and links come prerendered, their
 * games load once the rows come near the viewport (src/ui/use-near-viewport.ts). Until then
 * each row holds tile-sized places, so nothing moves.
 */
export function LaterRows({ groups }: { groups: GameGroup[] }) {
  const locale = useLocale();
  const near = useNearViewport();
  const query = useLaterRowsQuery({ perGroup: ROW_GAMES, enabled: near.near });
  const gamesOf = new Map((query.data ?? []).map((row) => [row.id, row.games]));
  return (
    <div ref={near.ref}>
      {groups.map((group) => {
        const title = groupTitle(group, locale);
        const games = gamesOf.get(group.id);
        let body;
        if (games && games.length > 0) body = <GameGrid games={games} label={title} />;
        else if (query.data !== undefined) {
          // Loaded, yet the group that had games when the page was made has none: the service failed.
          body = <GridFailed onRetry={() => void query.mutate()} />;
        } else {
          body = <GridSkeleton count={Math.min(ROW_GAMES, group.game_count)} label={title} />;
        }
        return (
          <GroupRow key={group.id} group={group}>
            {body}
          </GroupRow>
        );
      })}
    </div>
  );
}
