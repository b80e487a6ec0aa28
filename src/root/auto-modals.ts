/**
 * The one owner of automatic modals decides which modal the app opens by itself, one at a time
 * (spec 2.3, 4). The fixed order puts the player's protection first: the reality check, then
 * the loss-limit increases awaiting confirmation, then the account's prompts, then marketing's
 * popups. The account's and content's modals join through this same order when they are built.
 */
export const AUTO_MODALS = ['reality-check', 'loss-limit', 'complete-account', 'marketing', 'site-popup'] as const;
export type AutoModal = (typeof AUTO_MODALS)[number];

/** Play is not interrupted for these: on the game page only the protective modals open. */
const NOT_ON_GAME_PAGE: ReadonlySet<AutoModal> = new Set(['complete-account', 'marketing', 'site-popup']);

export type AutoModalState = {
  /** The modals whose condition holds now (from the player's data). */
  wanted: ReadonlySet<AutoModal>;
  /** The automatic modal on screen, if any: it stays until the player closes it. */
  showing: AutoModal | null;
  /** A modal the player opened (the sidebar, the search panel, a confirmation) is on screen. */
  modalOpen: boolean;
  onGamePage: boolean;
};

export type AutoModalDecision =
  | { action: 'keep'; modal: AutoModal }
  | { action: 'show'; modal: AutoModal }
  | { action: 'wait'; modal: AutoModal }
  | { action: 'none' };

/** What the owner does now. Never two at once, never over another modal, never switched midway. */
export function decideAutoModal({ wanted, showing, modalOpen, onGamePage }: AutoModalState): AutoModalDecision {
  if (showing !== null) return { action: 'keep', modal: showing };
  const next = AUTO_MODALS.find((modal) => wanted.has(modal) && !(onGamePage && NOT_ON_GAME_PAGE.has(modal)));
  if (next === undefined) return { action: 'none' };
  return modalOpen ? { action: 'wait', modal: next } : { action: 'show', modal: next };
}
