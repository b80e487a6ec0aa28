import { useEffect } from 'react';
import type { TrueLimit } from '@/api/schemas/limits';
import { useNamespaces } from '@/ui/use-namespaces';
import { LossLimitModal } from './LossLimitModal';

/**
 * The modal with its strings: they load with it, so no page carries them. If they cannot load,
 * the modal gives its turn up for this page load (the limits page still shows the increases).
 */
export function LossLimitModalLoader({ pending, onClose }: { pending: readonly TrueLimit[]; onClose: () => void }) {
  const strings = useNamespaces(['limits']);
  useEffect(() => {
    if (strings.failed) onClose();
  }, [strings.failed, onClose]);
  return strings.ready ? <LossLimitModal pending={pending} onClose={onClose} /> : null;
}
