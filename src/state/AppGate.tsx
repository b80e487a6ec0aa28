import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { keys } from '@/data/keys';
import { useMaintenance } from '@/data/use-maintenance';
import { LoadingScreen } from '@/features/shell/LoadingScreen';
import { isNoticeActive, noticeFor } from '@/lib/site-status';
import { useLocale } from '@/routes/RouteLink';

/** Rarely shown, so loaded only when maintenance is on. */
const MaintenancePage = dynamic(() => import('@/features/shell/MaintenancePage').then((m) => m.MaintenancePage));

/** Renders the maintenance page instead of the app while maintenance is on, and the loading screen over it. */
export function AppGate({ children }: { children: ReactNode }) {
  const status = useMaintenance();
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  if (status && isNoticeActive(status.maintenance)) {
    return <MaintenancePage html={noticeFor(status.maintenance, locale)} onRetry={() => void mutate(keys.maintenance())} />;
  }
  return (
    <>
      {children}
      <LoadingScreen />
    </>
  );
}
