import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useCurrentPath } from './RouteLink';
import { secretsOf, type UrlSecret } from './url-secrets';

export type TakenSecrets = Partial<Record<UrlSecret, string>>;

/**
 * The tokens the address bar carried when the page opened (./url-secrets.ts), taken out of it
 * at once with a shallow replace: the page keeps them in memory only. Null until the router
 * has read the query. `onTaken` runs before the address bar changes.
 */
export function useUrlSecrets(onTaken?: (found: TakenSecrets) => void): TakenSecrets | null {
  const router = useRouter();
  const currentPath = useCurrentPath();
  const [taken, setTaken] = useState<TakenSecrets | null>(null);
  const onTakenNow = useRef(onTaken);
  useEffect(() => {
    onTakenNow.current = onTaken;
  });
  useEffect(() => {
    if (!router.isReady || taken) return;
    const found = secretsOf(router.query);
    onTakenNow.current?.(found);
    setTaken(found);
    if (Object.keys(found).length > 0) void router.replace(currentPath(), undefined, { locale: false, shallow: true, scroll: false });
  }, [router, taken, currentPath]);
  return taken;
}
