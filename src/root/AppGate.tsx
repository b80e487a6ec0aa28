import { useEffect, useRef, type ReactNode } from 'react';
import { useMaintenance, useRefreshMaintenance } from '@/data/content/maintenance-query';
import { isNoticeActive, noticeFor } from '@/lib/site-status';
import { uncoverPage } from '@/lib/uncover';
import { useLoadingView } from '@/state/loading';
import { useLocale } from '@/routes/RouteLink';
import { lazyComponent } from '@/ui/lazy-component';

/** Shown only while a player's session loads, so loaded only then. */
const LoadingScreen = lazyComponent(() => import('@/features/shell/LoadingScreen').then((m) => m.LoadingScreen));

/** Rarely shown, so loaded only when maintenance is on. */
const MaintenancePage = lazyComponent(() => import('@/features/shell/MaintenancePage').then((m) => m.MaintenancePage), { ssr: true });

/** Renders the maintenance page instead of the app while maintenance is on, and the loading screen over it. */
export function AppGate({ children }: { children: ReactNode }) {
  const status = useMaintenance();
  const locale = useLocale();
  const refreshMaintenance = useRefreshMaintenance();
  const { phase } = useLoadingView();
  // The loading is over: the cover goes even if the loading screen's chunk never came (a
  // failed or late load), which would have left the page hidden until the cover's own timeout.
  const loaded = useRef(false);
  useEffect(() => {
    if (phase !== 'hidden') loaded.current = true;
    else if (loaded.current) uncoverPage();
  }, [phase]);
  if (status && isNoticeActive(status.maintenance)) {
    return <MaintenancePage notice={noticeFor(status.maintenance, locale)} onRetry={refreshMaintenance} />;
  }
  return (
    <>
      {children}
      {phase === 'hidden' ? null : <LoadingScreen />}
    </>
  );
}
