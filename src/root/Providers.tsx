import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { LoadingProvider } from '@/state/loading';
import { ProfileProvider } from '@/state/profile';
import { errorDetails } from '@/ui/error-detail';
import { lazyComponent } from '@/ui/lazy-component';

/**
 * What features add under catalogue messages (src/ui/ApiErrorNotice.tsx): the responsible-gaming
 * help under 217 (cool-off), 238 (self-exclusion) and 258 (register unreachable), whose code
 * and strings load with the first such message. Given here, where the app's first load already
 * is, as a lookup rather than a provider (docs/decisions.md, "The catalogue's display takes
 * details from features").
 */
const ResponsibleGamingHelp = lazyComponent(() => import('@/features/responsible-gaming/ErrorHelp').then((m) => m.ErrorHelp));
for (const code of [217, 238, 258]) errorDetails[code] = ResponsibleGamingHelp;

/** SWR settings of the app; tests add a fresh cache per render on top. */
export const SWR_OPTIONS: SWRConfiguration = { revalidateOnFocus: false };

/**
 * The one provider stack, for `_app` and for the tests' renderWithProviders: the SWR cache,
 * the loading flags and the profile (login state). The shell adds the stacks of its frames.
 */
export function Providers({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return (
    <SWRConfig value={swr ? { ...SWR_OPTIONS, ...swr } : SWR_OPTIONS}>
      <LoadingProvider>
        <ProfileProvider>{children}</ProfileProvider>
      </LoadingProvider>
    </SWRConfig>
  );
}
