import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useState } from 'react';

/**
 * A namespace file as the app serves it from public/. Fetched rather than imported: a dynamic
 * import of the JSON files made each one a webpack chunk, and the chunk map and JSON helper that
 * came with them weighed 0.8 kB gz of every page's first load.
 */
async function loadBundle(lng: string, ns: string): Promise<Record<string, unknown>> {
  const response = await fetch(`/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`translations ${lng}/${ns}: ${response.status}`);
  const bundle: unknown = await response.json();
  if (typeof bundle !== 'object' || bundle === null || Array.isArray(bundle)) throw new Error(`translations ${lng}/${ns}: not an object`);
  return bundle as Record<string, unknown>;
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
