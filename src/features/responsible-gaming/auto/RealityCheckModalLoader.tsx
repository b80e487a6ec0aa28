import { RealityCheckModal } from './RealityCheckModal';
import { WithLimitsStrings } from './WithLimitsStrings';

/** The reality check with its strings; without them it waits for the next page load (the reminder stays due). */
export function RealityCheckModalLoader({ reminder, onClose }: { reminder: string; onClose: () => void }) {
  return (
    <WithLimitsStrings onUnavailable={onClose}>
      <RealityCheckModal reminder={reminder} onClose={onClose} />
    </WithLimitsStrings>
  );
}
