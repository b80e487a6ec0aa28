import { useTranslation } from 'react-i18next';
import { useGroupGamesQuery } from '@/data/content/group-games-query';
import { formatCount } from '@/lib/format';
import { groupDescription, groupTitle } from '@/lib/group-title';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { Pagination } from '@/ui/Pagination';
import { RoutePage } from '@/ui/RoutePage';
import { PageGames, useFirstPageRest } from './PageGames';
import { FIRST_SCREEN_TILES } from './rows';
import { usePageParam } from '@/routes/use-page-param';
import type { GroupPageProps } from './lobby-props';

/**
 * A group of games, one page at a time so the DOM does not grow with the catalogue: page 1's
 * first screen comes prerendered and its rest near the viewport, later pages (?page=N) from the
 * content service.
 */
export function GroupScreen({ group, games, total, pageSize }: GroupPageProps) {
  const { t } = useTranslation('lobby');
  const locale = useLocale();
  const { page, pageCount } = usePageParam(total, pageSize);
  const liveCasino = group.type === 'live';
  const later = useGroupGamesQuery({ groupId: group.id, page, pageSize, liveCasino, enabled: page > 1 });
  const first = useFirstPageRest({ page, prerendered: games.length, total, pageSize });
  const rest = useGroupGamesQuery({ groupId: group.id, page: 2, pageSize: FIRST_SCREEN_TILES, liveCasino, enabled: first.load });
  const title = groupTitle(group, locale);
  const route = group.type === 'live' ? 'liveCasinoGroup' : 'slotGroup';
  return (
    <RoutePage route={route} title={title}>
      {groupDescription(group, locale) ? <p>{groupDescription(group, locale)}</p> : null}
      <p aria-live="polite">{t('gameCount', { count: total, games: formatCount(total, locale) })}</p>
      <PageGames label={title} page={page} games={games} later={later} first={first} rest={rest} />
      <Pagination
        page={page}
        pageCount={pageCount}
        label={t('pages', { group: title })}
        hrefFor={(p) => href(route, { locale, params: { id: group.id, slug: group.slug }, query: p > 1 ? { page: String(p) } : undefined })}
      />
    </RoutePage>
  );
}
