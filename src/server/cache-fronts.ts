import { cacheFrontOrigins } from '@/lib/production-config';

/**
 * The nginx page caches in front of the instances (deploy/nginx/kasino.conf.template). nginx
 * keeps a page 1 to 2 s and open-source nginx cannot be told to drop one, so after a
 * revalidation the route asks each front for the page once more with this header, carrying
 * REVALIDATE_SECRET: nginx then fetches it from an instance instead of its cache
 * (`proxy_cache_bypass`) and stores the answer over the old copy. Every visitor after that
 * gets the new page, not one to two seconds later (docs/decisions.md, "Campaign night").
 */
export const REFRESH_HEADER = 'x-kasino-refresh';

/** How long one front may take to refresh a page; the page still turns over by itself within 2 s. */
export const REFRESH_TIMEOUT_MS = 5_000;

/**
 * CACHE_FRONT_URLS: the origins, as the instances reach them, of every nginx with a page cache
 * (compose: http://nginx). An entry that is not a bare http(s) origin is never asked (and stops
 * a production start: src/lib/production-config.js).
 */
export const cacheFronts = (value: string | undefined): string[] => cacheFrontOrigins(value).origins;

/**
 * The addresses nginx caches a page under: the page as players open it, and its data for
 * client-side navigation (`/_next/data/<build>/<path>.json`, the same query). `publicPath` is
 * a checked localized path: '/fi', '/fi/pelit/1/all-slots', '/fi/uutiset?article=x'.
 */
export function cachedAddresses(publicPath: string, buildId: string): string[] {
  const [pathname = '', search] = publicPath.split('?');
  const query = search === undefined ? '' : `?${search}`;
  return [publicPath, `/_next/data/${buildId}${pathname}.json${query}`];
}

export type Refreshed = { asked: number; refreshed: number };

/**
 * Asks every front for every cached address of the page with the refresh header, at once.
 * A front that does not answer 200 in time is counted, not thrown: the revalidation itself
 * has happened, and that front's copy expires by itself within 2 s.
 */
export async function refreshFronts(
  publicPath: string,
  { fronts, secret, buildId, timeoutMs = REFRESH_TIMEOUT_MS }: { fronts: string[]; secret: string; buildId: string; timeoutMs?: number },
): Promise<Refreshed> {
  const requests = fronts.flatMap((front) => cachedAddresses(publicPath, buildId).map((address) => `${front}${address}`));
  const answers = await Promise.all(
    requests.map(async (url) => {
      try {
        const response = await fetch(url, { headers: { [REFRESH_HEADER]: secret }, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
        // The body is read so nginx finishes storing it before this route answers.
        await response.arrayBuffer();
        return response.ok;
      } catch {
        return false;
      }
    }),
  );
  return { asked: requests.length, refreshed: answers.filter(Boolean).length };
}
