import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useState } from 'react';

/** A namespace file of the current language, as its own chunk (webpack splits the template import per file). */
const loadBundle = (lng: string, ns: string): Promise<{ default: Record<string, unknown> }> =>
  import(/* webpackChunkName: "locale-[request]" */ `../../public/locales/${lng}/${ns}.json`);

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
        const bundle = await loadBundle(lng, ns);
        i18n.addResourceBundle(lng, ns, bundle.default, true, true);
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
