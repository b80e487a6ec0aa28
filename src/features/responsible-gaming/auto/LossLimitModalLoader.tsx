import type { TrueLimit } from '@/api/schemas/limits';
import { LossLimitModal } from './LossLimitModal';
import { WithNamespaces } from '@/ui/WithNamespaces';

const LIMITS = ['limits'];

/** The loss-limit modal with its strings; without them the limits page still shows the increases. */
export function LossLimitModalLoader({ pending, onClose }: { pending: readonly TrueLimit[]; onClose: () => void }) {
  return (
    <WithNamespaces namespaces={LIMITS} onUnavailable={onClose}>
      <LossLimitModal pending={pending} onClose={onClose} />
    </WithNamespaces>
  );
}
