import { useTranslation } from 'react-i18next';
import { useProviderGamesQuery } from '@/data/content/provider-games-query';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { Pagination } from '@/ui/Pagination';
import { RoutePage } from '@/ui/RoutePage';
import { GameGrid } from './GameGrid';
import { usePageParam } from '@/routes/use-page-param';
import type { ProviderPageProps } from './lobby-props';

/** One provider's games, paginated like a group. */
export function ProviderScreen({ supplier, games, total, pageSize }: ProviderPageProps) {
  const { t } = useTranslation('lobby');
  const locale = useLocale();
  const { page, pageCount } = usePageParam(total, pageSize);
  const later = useProviderGamesQuery({ supplierId: supplier.id, page, pageSize, enabled: page > 1 });
  return (
    <RoutePage route="gameProvider" title={supplier.name}>
      <p>{t('gameCount', { count: total })}</p>
      <GameGrid games={page === 1 ? games : (later.data?.games ?? [])} label={supplier.name} eager={4} />
      <Pagination
        page={page}
        pageCount={pageCount}
        label={t('pages', { group: supplier.name })}
        hrefFor={(p) => href('gameProvider', { locale, params: { id: supplier.id, slug: supplier.slug }, query: p > 1 ? { page: String(p) } : undefined })}
      />
    </RoutePage>
  );
}
