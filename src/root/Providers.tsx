import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { LoadingProvider } from '@/state/loading';
import { ProfileProvider } from '@/state/profile';
import { ErrorDetailProvider } from '@/ui/error-detail';
import { ERROR_DETAILS } from './error-details';

/** SWR settings of the app; tests add a fresh cache per render on top. */
export const SWR_OPTIONS: SWRConfiguration = { revalidateOnFocus: false };

/**
 * The one provider stack, for `_app` and for the tests' renderWithProviders: the SWR cache,
 * the loading flags, the profile (login state) and what features add under error messages. The
 * shell adds the stacks of its frames.
 */
export function Providers({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return (
    <SWRConfig value={swr ? { ...SWR_OPTIONS, ...swr } : SWR_OPTIONS}>
      <LoadingProvider>
        <ProfileProvider>
          <ErrorDetailProvider value={ERROR_DETAILS}>{children}</ErrorDetailProvider>
        </ProfileProvider>
      </LoadingProvider>
    </SWRConfig>
  );
}
