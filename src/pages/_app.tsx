import type { AppProps } from 'next/app';
import { useEffect, useMemo } from 'react';
import { markHydrated } from '@/api/lazy';
import { AppLayout } from '@/root/AppLayout';
import { RouteGuard } from '@/features/shell/RouteGuard';
import { withTranslations } from '@/lib/i18n/with-translations';
import { startMonitoring } from '@/lib/monitoring';
import type { GuardedPage } from '@/routes/guard';
import { LocaleProvider } from '@/routes/RouteLink';
import { AppGate } from '@/root/AppGate';
import { Providers } from '@/root/Providers';
import '@/root/hydrate-in-transition';

function KasinoApp({ Component, pageProps, router }: AppProps & { Component: GuardedPage }) {
  useEffect(startMonitoring, []);
  useEffect(markHydrated, []);
  // Right after hydrating a prerendered page Next replaces the router state once (to add the
  // query of the rewritten path), which renders the App again. The tree only changes with the
  // page, so that render stops here; what reads the router (useRouter) still updates.
  const page = useMemo(() => (
    <Providers>
      <AppGate>
        <AppLayout>
          <RouteGuard guard={Component.guard}>
            <Component {...pageProps} />
          </RouteGuard>
        </AppLayout>
      </AppGate>
    </Providers>
  ), [Component, pageProps]);
  return <LocaleProvider locale={router.locale}>{page}</LocaleProvider>;
}

export default withTranslations(KasinoApp);
