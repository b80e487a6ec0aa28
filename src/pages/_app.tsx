// First: the server's styles are adopted before any component renders (or is defined).
import '@/root/server-styles';
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
import { PageErrorBoundary } from '@/root/PageErrorBoundary';
import { Providers } from '@/root/Providers';
import '@/root/hydrate-in-transition';

function KasinoApp({ Component, pageProps, router }: AppProps & { Component: GuardedPage }) {
  useEffect(startMonitoring, []);
  useEffect(markHydrated, []);
  // Right after hydrating a prerendered page Next replaces the router state once (to add the
  // query of the rewritten path), which renders the App again. The tree only changes with the
  // page, so that render stops here; what reads the router (useRouter) still updates.
  // Two error boundaries: the page's keeps the shell around its message; the outer one catches
  // a failing shell.
  const page = useMemo(() => (
    <PageErrorBoundary>
      <Providers>
        <AppGate>
          <AppLayout>
            <RouteGuard guard={Component.guard}>
              <PageErrorBoundary>
                <Component {...pageProps} />
              </PageErrorBoundary>
            </RouteGuard>
          </AppLayout>
        </AppGate>
      </Providers>
    </PageErrorBoundary>
  ), [Component, pageProps]);
  return <LocaleProvider locale={router.locale}>{page}</LocaleProvider>;
}

export default withTranslations(KasinoApp);
