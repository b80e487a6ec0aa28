import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameGroup } from '@/api/schemas/content';
import { useLaterRowsQuery } from '@/data/content/later-rows-query';
import { groupTitle } from '@/lib/group-title';
import { useLocale } from '@/routes/RouteLink';
import { LoadFailed } from '@/ui/LoadFailed';
import { GameGrid, GridSkeleton } from './GameGrid';
import { GroupRow } from './GroupRow';
import { ROW_GAMES } from './rows';

/** How far below the viewport the later rows start loading: a fast scroll should find them filled. */
const AHEAD = '800px 0px';

/**
 * The rows below a lobby page's first screen: their headings and links come prerendered, their
 * games load once the rows come within `AHEAD` of the viewport (at once where the browser has no
 * IntersectionObserver). Until then each row holds tile-sized places, so nothing moves.
 */
export function LaterRows({ groups }: { groups: GameGroup[] }) {
  const { t } = useTranslation(['lobby', 'common']);
  const locale = useLocale();
  const near = useNearViewport();
  const query = useLaterRowsQuery({ perGroup: ROW_GAMES, enabled: near.value });
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
          body = <LoadFailed message={t('unavailable')} failure={null} retryLabel={t('common:panels.retry')} onRetry={() => void query.mutate()} />;
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

/** Whether the element has come within `AHEAD` of the viewport (true for good once it has). */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (value || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setValue(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setValue(true);
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [value]);
  return { ref, value };
}
