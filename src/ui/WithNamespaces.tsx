import { useEffect, type ReactNode } from 'react';
import { useNamespaces } from './use-namespaces';

/**
 * Renders its children once these translation namespaces are loaded: an automatic modal's
 * strings load with it, so no page carries them. If they cannot load, `onUnavailable` lets the
 * modal give its turn up for this page load.
 */
export function WithNamespaces({ namespaces, onUnavailable, children }: { namespaces: readonly string[]; onUnavailable: () => void; children: ReactNode }) {
  const strings = useNamespaces(namespaces);
  useEffect(() => {
    if (strings.failed) onUnavailable();
  }, [strings.failed, onUnavailable]);
  return strings.ready ? <>{children}</> : null;
}
