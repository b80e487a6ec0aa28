import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useState } from 'react';
import { lazyCall } from '@/api/lazy';

/**
 * Namespace files come through the typed client rather than a dynamic import: importing the JSON
 * made each file a webpack chunk, and the chunk map and JSON helper that came with them weighed
 * 0.8 kB gz of every page's first load.
 */
const getTranslations = lazyCall('locales', 'getTranslations');

async function loadBundle(lng: string, ns: string): Promise<Record<string, unknown>> {
  const result = await getTranslations(lng, ns);
  if (!result.success) throw new Error(`translations ${lng}/${ns}: ${result.errorCode}`);
  return result.data;
}

export type NamespacesState = { ready: boolean; failed: boolean; retry: () => void };

/**
 * Loads translation namespaces that pages do not carry in their props: the player's panels
 * bring their own strings when they first open, so no page's data grows with them.
 */
export function useNamespaces(namespaces: readonly string[]): NamespacesState {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const key = namespaces.filter((ns) => !i18n.hasResourceBundle(lng, ns)).join(',');
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!key) return;
    let live = true;
    setFailed(false);
    Promise.all(
      key.split(',').map(async (ns) => {
        i18n.addResourceBundle(lng, ns, await loadBundle(lng, ns), true, true);
      }),
    ).then(
      () => live && setLoaded((n) => n + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [i18n, lng, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ready: key === '', failed: key !== '' && failed, retry };
}
