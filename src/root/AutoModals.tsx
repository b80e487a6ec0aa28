import { useEffect, useState, type ReactNode } from 'react';
import type { TrueLimit } from '@/api/schemas/limits';
import { useNextSitePopup } from '@/data/content/site-popups';
import { useLimits } from '@/data/limits/limits-query';
import { useRealityCheckReminder } from '@/data/limits/reality-check';
import { lastMarketingPrompt, recordMarketingPrompt } from '@/data/player/marketing-prompt';
import { shouldPromptMarketing } from '@/lib/rules/marketing-prompt';
import { depositReturn } from '@/features/wallet/deposit-return';
import { usePanels } from '@/state/panels';
import { useProfile } from '@/state/profile';
import { lazyComponent } from '@/ui/lazy-component';
import { useDialogOpen } from '@/ui/use-dialog-open';
import { decideAutoModal, type AutoModal } from './auto-modals';
import { useFillingForm } from './use-filling-form';
import { useRouteId } from '@/routes/RouteLink';

const LossLimitModal = lazyComponent(() => import('@/features/responsible-gaming/auto/LossLimitModalLoader').then((m) => m.LossLimitModalLoader));
const CompleteAccountModal = lazyComponent(() => import('@/features/account/auto/AccountModalsLoader').then((m) => m.CompleteAccountModalLoader));
const MarketingPromptModal = lazyComponent(() => import('@/features/account/auto/AccountModalsLoader').then((m) => m.MarketingPromptModalLoader));
const RealityCheckModal = lazyComponent(() => import('@/features/responsible-gaming/auto/RealityCheckModalLoader').then((m) => m.RealityCheckModalLoader));
const SitePopupModal = lazyComponent(() => import('@/features/content/auto/SitePopupModal').then((m) => m.SitePopupModalLoader));

/** The increases awaiting the player's confirmation (spec 3 TrueLimits); a removal is one to "no limit". */
const pendingOf = (trueLimits: readonly TrueLimit[] | undefined) => (trueLimits ?? []).filter((entry) => entry.increasingToBeConfirmed);

/**
 * The pending increases, one answer part each: what is left of a set the player closed (one of
 * them confirmed on the limits page) is answered already, a new increase is not.
 */
const signaturesOf = (pending: readonly TrueLimit[]) => pending.map((entry) => `limits:${entry.kind}:${entry.newAmount}`);

/**
 * A modal's condition, and what an answer answers (these increases, this reminder, this popup):
 * it is answered while every part of it is.
 */
type Condition = { modal: AutoModal; holds: boolean; signatures: readonly string[] };

/**
 * Whether this tab is back from the payment provider with a deposit of `depositor`'s (a
 * player's id; null: a new customer's) whose result has not yet opened in the panels
 * (./DepositReturnOpener.tsx, a ?panel=deposit link): it comes first, and once it has opened
 * the open panel holds the owner back until the player closes it.
 */
function useDepositReturnPending(depositor: number | null | undefined, panelShown: boolean): boolean {
  const [opened, setOpened] = useState(false);
  const kept = depositor !== undefined && depositReturn.read(depositor) !== null;
  // Set during render (React's pattern for state derived from props), before anything is decided on it.
  if (kept && panelShown && !opened) setOpened(true);
  return kept && !opened;
}

/**
 * The one owner of automatic modals (DESIGN.md, src/root): it asks each modal's condition, and
 * ./auto-modals.ts decides which one shows, one at a time, never over a modal the player opened,
 * a panel or a deposit's return, and no interruption while the player fills in a form.
 * An answered one does not come back on this page load. `ready` holds it until every condition
 * is known, so the order does not depend on which call answered first.
 */
function AutoModalOwner({ depositor, ready, conditions, render, onIdle }: {
  /** Whose deposit's return comes before any of these: the player's id, or null for a visitor. */
  depositor: number | null | undefined;
  ready: boolean;
  conditions: readonly Condition[];
  render: (modal: AutoModal, close: () => void) => ReactNode;
  /** Called once nothing is showing or due: every condition known and none holding unanswered. */
  onIdle?: () => void;
}) {
  const playerModal = useDialogOpen('player');
  // The desktop dropdown is no <dialog>, but a popup's press outside it would close it.
  const panelShown = usePanels().shown;
  // A deposit's result comes before the interruptions; the protective modals do not wait for a
  // result panel that may never open (its chunk failed, a visitor came back without its panel).
  const returnPending = useDepositReturnPending(depositor, panelShown);
  const modalOpen = playerModal || panelShown;
  const routeId = useRouteId();
  const quietPage = routeId === 'gamePlay' || routeId === 'profileLimits';
  const fillingForm = useFillingForm() || returnPending;
  const [showing, setShowing] = useState<{ modal: AutoModal; signatures: readonly string[] } | null>(null);
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());

  const wanted = new Set(conditions.filter((c) => c.holds && !c.signatures.every((part) => answered.has(part))).map((c) => c.modal));
  const decision = decideAutoModal({ wanted, showing: showing?.modal ?? null, modalOpen, quietPage, fillingForm });
  const idle = ready && decision.action === 'none';
  useEffect(() => {
    if (idle) onIdle?.();
  }, [idle, onIdle]);

  if (!ready && !showing) return null;
  if (decision.action === 'show') {
    const signatures = conditions.find((c) => c.modal === decision.modal)?.signatures ?? [decision.modal];
    // Set during render (React's pattern for state derived from props): the modal mounts in this pass.
    setShowing({ modal: decision.modal, signatures });
    return null;
  }
  if (decision.action !== 'keep' || !showing) return null;
  return render(showing.modal, () => {
    setAnswered((set) => new Set([...set, ...showing.signatures]));
    setShowing(null);
  });
}

/** The logged-in player's automatic modals: protection first, then the account's, then the site's popups. */
export function AutoModals() {
  const limits = useLimits();
  const reality = useRealityCheckReminder();
  const { player } = useProfile();
  const popups = useNextSitePopup('loggedIn');
  const pending = pendingOf(limits.data?.trueLimits);
  const conditions: readonly Condition[] = [
    { modal: 'reality-check', holds: reality.due, signatures: [`reality:${reality.reminder}`] },
    { modal: 'loss-limit', holds: pending.length > 0, signatures: signaturesOf(pending) },
    // A bank-login player has no email until the account is completed (spec 2.3).
    { modal: 'complete-account', holds: player !== null && !player.email, signatures: [`account:${player?.userId}`] },
    {
      modal: 'marketing',
      holds: player !== null && shouldPromptMarketing({ receiveSms: player.receiveSms, lastPrompt: lastMarketingPrompt(player.userId), lastLogin: player.lastLoginTime ? new Date(player.lastLoginTime) : null }),
      signatures: [`marketing:${player?.userId}`],
    },
    { modal: 'site-popup', holds: popups.popup !== null, signatures: [`popup:${popups.popup?.id}`] },
  ];
  return (
    <AutoModalOwner
      depositor={player?.userId}
      // The popups come last in the order, so they need not be known to decide the others.
      ready={reality.known && player !== null}
      conditions={conditions}
      render={(modal, close) => {
        switch (modal) {
          case 'loss-limit':
            return <LossLimitModal pending={pending} onClose={close} />;
          case 'complete-account':
            return player ? <CompleteAccountModal userId={player.userId} onClose={close} /> : null;
          case 'marketing':
            return (
              <MarketingPromptModal
                onClose={() => {
                  // The prompt counts as shown whatever the answer (spec 4: the time of the last prompt).
                  if (player) recordMarketingPrompt(player.userId);
                  close();
                }}
              />
            );
          case 'reality-check':
            return <RealityCheckModal reminder={reality.reminder} onClose={close} />;
          case 'site-popup':
            return sitePopup(popups, close);
          default:
            return null;
        }
      }}
    />
  );
}

/** The site popup the owner chose, marked shown as it opens. */
function sitePopup({ popup, markSeen }: ReturnType<typeof useNextSitePopup>, close: () => void): ReactNode {
  return popup ? <SitePopupModal popup={popup} onOpen={() => markSeen(popup.id)} onClose={close} /> : null;
}

/** A visitor's automatic modals: the site's popups for logged-out visitors. `onIdle`: none is showing or due. */
export function VisitorAutoModals({ onIdle }: { onIdle?: () => void }) {
  const popups = useNextSitePopup('loggedOut');
  return (
    <AutoModalOwner
      depositor={null}
      onIdle={onIdle}
      ready={popups.known}
      conditions={[{ modal: 'site-popup', holds: popups.popup !== null, signatures: [`popup:${popups.popup?.id}`] }]}
      render={(modal, close) => (modal === 'site-popup' ? sitePopup(popups, close) : null)}
    />
  );
}
