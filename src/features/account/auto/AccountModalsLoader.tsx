import { WithNamespaces } from '@/ui/WithNamespaces';
import { CompleteAccountModal } from './CompleteAccountModal';
import { MarketingPromptModal } from './MarketingPromptModal';

const NAMESPACES = ['account', 'auth', 'forms', 'errors'];

/** The account's automatic modals with their strings (loaded with them); without strings they wait for the next page load. */
export function CompleteAccountModalLoader({ userId, onClose }: { userId: number; onClose: () => void }) {
  return (
    <WithNamespaces namespaces={NAMESPACES} onUnavailable={onClose}>
      <CompleteAccountModal userId={userId} onClose={onClose} />
    </WithNamespaces>
  );
}

export function MarketingPromptModalLoader({ onClose }: { onClose: () => void }) {
  return (
    <WithNamespaces namespaces={NAMESPACES} onUnavailable={onClose}>
      <MarketingPromptModal onClose={onClose} />
    </WithNamespaces>
  );
}
