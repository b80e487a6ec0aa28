import { useEffect, type ReactNode } from 'react';
import { useNamespaces } from '@/ui/use-namespaces';

/**
 * An automatic modal with its strings (the `limits` namespace): they load with it, so no page
 * carries them. If they cannot load, the modal gives its turn up for this page load.
 */
export function WithLimitsStrings({ onUnavailable, children }: { onUnavailable: () => void; children: ReactNode }) {
  const strings = useNamespaces(['limits']);
  useEffect(() => {
    if (strings.failed) onUnavailable();
  }, [strings.failed, onUnavailable]);
  return strings.ready ? <>{children}</> : null;
}
