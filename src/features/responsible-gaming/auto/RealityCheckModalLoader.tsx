import { RealityCheckModal } from './RealityCheckModal';
import { WithNamespaces } from '@/ui/WithNamespaces';

const LIMITS = ['limits'];

/** The reality check with its strings; without them it waits for the next page load (the reminder stays due). */
export function RealityCheckModalLoader({ reminder, onClose }: { reminder: string; onClose: () => void }) {
  return (
    <WithNamespaces namespaces={LIMITS} onUnavailable={onClose}>
      <RealityCheckModal reminder={reminder} onClose={onClose} />
    </WithNamespaces>
  );
}
