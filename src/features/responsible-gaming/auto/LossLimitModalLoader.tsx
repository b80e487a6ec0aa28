import type { TrueLimit } from '@/api/schemas/limits';
import { LossLimitModal } from './LossLimitModal';
import { WithLimitsStrings } from './WithLimitsStrings';

/** The loss-limit modal with its strings; without them the limits page still shows the increases. */
export function LossLimitModalLoader({ pending, onClose }: { pending: readonly TrueLimit[]; onClose: () => void }) {
  return (
    <WithLimitsStrings onUnavailable={onClose}>
      <LossLimitModal pending={pending} onClose={onClose} />
    </WithLimitsStrings>
  );
}
