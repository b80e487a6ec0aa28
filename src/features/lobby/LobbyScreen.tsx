import { useTranslation } from 'react-i18next';
import type { RouteId } from '@/routes/href';
import { RoutePage } from '@/ui/RoutePage';
import { GroupRows } from './GroupRows';
import type { LobbyProps } from './lobby-props';

/** A lobby page (home, casino games, live casino): its groups as rows. */
export function LobbyScreen({ route, rows, later }: LobbyProps & { route: RouteId }) {
  const { t } = useTranslation('lobby');
  return (
    <RoutePage route={route}>
      <GroupRows rows={rows} later={later} emptyText={t('unavailable')} />
    </RoutePage>
  );
}
