import { useTranslation } from 'react-i18next';
import type { RouteId } from '@/routes/href';
import { ContentUnavailable } from '@/ui/ContentUnavailable';
import { RoutePage } from '@/ui/RoutePage';

/**
 * A group or provider page generated while the content service was down, with no good version
 * to keep: the route's heading, the lobby's "not available right now" (spec 7.4) and the ways on. Not a
 * 404: the page is regenerated soon and the games come back with the service.
 */
export function UnavailableScreen({ route }: { route: RouteId }) {
  const { t } = useTranslation('lobby');
  return (
    <RoutePage route={route}>
      <ContentUnavailable message={t('unavailable')} />
    </RoutePage>
  );
}
