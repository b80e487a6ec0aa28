import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { SWRConfig } from 'swr';
import { AppLayout } from '@/app/AppLayout';
import { RouteGuard } from '@/features/shell/RouteGuard';
import { startMonitoring } from '@/lib/monitoring';
import type { GuardedPage } from '@/routes/guard';
import { AppGate } from '@/state/AppGate';
import { LoadingProvider } from '@/state/loading';
import { ProfileProvider } from '@/state/profile';
import { GlobalStyle } from '@/ui/GlobalStyle';

function KasinoApp({ Component, pageProps }: AppProps & { Component: GuardedPage }) {
  useEffect(startMonitoring, []);
  return (
    <>
      <GlobalStyle />
      <SWRConfig value={{ revalidateOnFocus: false }}>
        <LoadingProvider>
          <ProfileProvider>
            <AppGate>
              <AppLayout>
                <RouteGuard guard={Component.guard}>
                  <Component {...pageProps} />
                </RouteGuard>
              </AppLayout>
            </AppGate>
          </ProfileProvider>
        </LoadingProvider>
      </SWRConfig>
    </>
  );
}

export default appWithTranslation(KasinoApp);
