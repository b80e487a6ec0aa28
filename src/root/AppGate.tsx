import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useMaintenance, useRefreshMaintenance } from '@/data/content/maintenance-query';
import { isNoticeActive, noticeFor } from '@/lib/site-status';
import { useLoadingView } from '@/state/loading';
import { useLocale } from '@/routes/RouteLink';

/** Shown only while a player's session loads, so loaded only then. */
const LoadingScreen = dynamic(() => import('@/features/shell/LoadingScreen').then((m) => m.LoadingScreen), { ssr: false });

/** Rarely shown, so loaded only when maintenance is on. */
const MaintenancePage = dynamic(() => import('@/features/shell/MaintenancePage').then((m) => m.MaintenancePage));

/** Renders the maintenance page instead of the app while maintenance is on, and the loading screen over it. */
export function AppGate({ children }: { children: ReactNode }) {
  const status = useMaintenance();
  const locale = useLocale();
  const refreshMaintenance = useRefreshMaintenance();
  const { phase } = useLoadingView();
  if (status && isNoticeActive(status.maintenance)) {
    return <MaintenancePage html={noticeFor(status.maintenance, locale)} onRetry={refreshMaintenance} />;
  }
  return (
    <>
      {children}
      {phase === 'hidden' ? null : <LoadingScreen />}
    </>
  );
}
