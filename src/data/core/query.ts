import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { retryDelay } from './policy';

/** A cache key: a tuple from a domain's keys.ts, or null for "do not fetch (yet)". */
export type QueryKey = readonly [string, ...unknown[]];

export type QueryOptions<Data, Err extends Error = Error> = Omit<
  SWRConfiguration<Data, Err>,
  'shouldRetryOnError' | 'onErrorRetry' | 'errorRetryCount' | 'refreshInterval'
> & {
  /** A poll of spec 9 (POLL in ./polling.ts), in milliseconds; 0 or absent: not polled. */
  refreshInterval?: number;
  /**
   * false: a one-off read's failure stands until asked again (the screen offers a retry, or
   * the failure is an answer). A poll asks again at its interval whatever this says.
   */
  retry?: boolean;
};

/**
 * The one way src/data reads server state: useSWR with the retry policy (./policy.ts). A
 * query of the logged-in player passes a null key while logged out, so it neither fetches
 * nor polls then.
 */
export function useQuery<Data, Err extends Error = Error>(
  key: QueryKey | null,
  fetcher: () => Promise<Data>,
  { retry = true, ...options }: QueryOptions<Data, Err> = {},
): SWRResponse<Data, Err> {
  const pollMs = options.refreshInterval ?? 0;
  return useSWR<Data, Err>(key, fetcher, {
    ...options,
    // SWR skips a poll while the key holds an error; the policy's retry is what asks again.
    shouldRetryOnError: retry || pollMs > 0,
    onErrorRetry: (error, _key, config, revalidate, revalidateOptions) => {
      const delay = retryDelay(error, { attempt: revalidateOptions.retryCount, pollMs, baseMs: config.errorRetryInterval });
      if (delay !== null) setTimeout(() => whenActive(config, () => void revalidate(revalidateOptions)), delay);
    },
  });
}

/**
 * Runs `ask` now in a visible, online tab, otherwise once the tab is both again. SWR pauses a
 * poll in a hidden or offline tab (spec 9), but a failed key is kept going by the policy's
 * retry alone, which SWR schedules there too when focus revalidation is off (src/root/Providers.tsx):
 * without this every background tab would keep asking a failing backend. The retry waits
 * rather than ends, since a key holding an error is never polled again.
 */
function whenActive(tab: { isVisible: () => boolean; isOnline: () => boolean }, ask: () => void): void {
  // SWR's own test of an active tab, the one its poll uses (`online` follows the window's events).
  const active = () => tab.isVisible() && tab.isOnline();
  if (active()) {
    ask();
    return;
  }
  const wake = () => {
    if (!active()) return;
    document.removeEventListener('visibilitychange', wake);
    window.removeEventListener('online', wake);
    ask();
  };
  document.addEventListener('visibilitychange', wake);
  window.addEventListener('online', wake);
}

/**
 * What a query elsewhere has loaded under `key`, kept current with it; it never fetches. For a
 * reader in every page's first load beside the query's owner, which loads later (the navbar
 * reads the player's lists that AfterLoginData loads), so the owner's calls stay out of it.
 */
export function useLoaded<Data>(key: QueryKey | null): Data | undefined {
  return useSWR<Data>(key, null).data;
}
