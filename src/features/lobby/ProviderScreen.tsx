import { useTranslation } from 'react-i18next';
import { useProviderGamesQuery } from '@/data/content/provider-games-query';
import { formatCount } from '@/lib/format';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { Pagination } from '@/ui/Pagination';
import { RoutePage } from '@/ui/RoutePage';
import { PageGames, useFirstPageRest } from './PageGames';
import { FIRST_SCREEN_TILES } from './rows';
import { usePageParam } from '@/routes/use-page-param';
import type { ProviderPageProps } from './lobby-props';

/** One provider's games, paginated like a group. */
export function ProviderScreen({ supplier, games, total, pageSize }: ProviderPageProps) {
  const { t } = useTranslation('lobby');
  const locale = useLocale();
  const { page, pageCount } = usePageParam(total, pageSize);
  const later = useProviderGamesQuery({ supplierId: supplier.id, page, pageSize, enabled: page > 1 });
  const first = useFirstPageRest({ page, prerendered: games.length, total, pageSize });
  const rest = useProviderGamesQuery({ supplierId: supplier.id, page: 2, pageSize: FIRST_SCREEN_TILES, enabled: first.load });
  return (
    <RoutePage route="gameProvider" title={supplier.name}>
      <p>{t('gameCount', { count: total, games: formatCount(total, locale) })}</p>
      <PageGames label={supplier.name} page={page} games={games} later={later} first={first} rest={rest} />
      <Pagination
        page={page}
        pageCount={pageCount}
        label={t('pages', { group: supplier.name })}
        hrefFor={(p) => href('gameProvider', { locale, params: { id: supplier.id, slug: supplier.slug }, query: p > 1 ? { page: String(p) } : undefined })}
      />
    </RoutePage>
  );
}
