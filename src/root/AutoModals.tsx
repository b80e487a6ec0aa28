import { useRouter } from 'next/router';
import { useState } from 'react';
import type { TrueLimit } from '@/api/schemas/limits';
import { useLimits } from '@/data/limits/limits-query';
import { routeIdForPage } from '@/routes/href';
import { lazyComponent } from '@/ui/lazy-component';
import { useModalOpen } from './open-modals';
import { decideAutoModal, type AutoModal } from './auto-modals';

const LossLimitModal = lazyComponent(() => import('@/features/responsible-gaming/auto/LossLimitModalLoader').then((m) => m.LossLimitModalLoader));

/** The increases awaiting the player's confirmation (spec 3 TrueLimits); a removal is one to "no limit". */
const pendingOf = (trueLimits: readonly TrueLimit[] | undefined) => (trueLimits ?? []).filter((entry) => entry.increasingToBeConfirmed);

/** One set of pending increases: once the player has answered or closed it, it does not come back on this page load. */
const signatureOf = (pending: readonly TrueLimit[]) => pending.map((entry) => `${entry.kind}:${entry.newAmount}`).join(',');

/**
 * The one owner of automatic modals (DESIGN.md, src/root): it asks each modal's condition, and
 * ./auto-modals.ts decides which one shows, one at a time, never over a modal the player opened.
 * Loaded for a logged-in player only.
 */
export function AutoModals() {
  const limits = useLimits();
  const modalOpen = useModalOpen();
  const onGamePage = routeIdForPage(useRouter().pathname) === 'gamePlay';
  const [showing, setShowing] = useState<{ modal: AutoModal; signature: string } | null>(null);
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());

  const pending = pendingOf(limits.data?.trueLimits);
  const pendingSignature = signatureOf(pending);
  const wanted = new Set<AutoModal>();
  if (pending.length > 0 && !answered.has(pendingSignature)) wanted.add('loss-limit');

  const decision = decideAutoModal({ wanted, showing: showing?.modal ?? null, modalOpen, onGamePage });
  if (decision.action === 'show') {
    // Set during render (React's pattern for state derived from props): the modal mounts in this pass.
    setShowing({ modal: decision.modal, signature: pendingSignature });
    return null;
  }
  if (decision.action !== 'keep' || !showing) return null;

  const close = () => {
    setAnswered((set) => new Set(set).add(showing.signature));
    setShowing(null);
  };
  switch (showing.modal) {
    case 'loss-limit':
      return <LossLimitModal pending={pending} onClose={close} />;
    default:
      return null;
  }
}
