/**
 * The one owner of automatic modals decides which modal the app opens by itself, one at a time
 * (spec 2.3, 4). The fixed order puts the player's protection first: the reality check, then
 * the loss-limit increases awaiting confirmation, then the account's prompts, then marketing's
 * popups. The account's and content's modals join through this same order when they are built.
 */
export const AUTO_MODALS = ['reality-check', 'loss-limit', 'complete-account', 'marketing', 'site-popup'] as const;
export type AutoModal = (typeof AUTO_MODALS)[number];

/**
 * What the player did not come for: the account's prompt, marketing and the site's popups.
 * They never interrupt play or the player's limits (on the game page and the limits page they
 * do not open), nor a form being filled in (they wait); the protective modals do all three.
 */
const INTERRUPTIONS: ReadonlySet<AutoModal> = new Set(['complete-account', 'marketing', 'site-popup']);

export type AutoModalState = {
  /** The modals whose condition holds now (from the player's data). */
  wanted: ReadonlySet<AutoModal>;
  /** The automatic modal on screen, if any: it stays until the player closes it. */
  showing: AutoModal | null;
  /**
   * Something it must not cover is on screen or on its way: a modal the player opened (the
   * sidebar, the search panel, a confirmation), the profile dropdown, or a deposit's result
   * coming back from the payment provider.
   */
  modalOpen: boolean;
  /**
   * The game page, or the limits page: marketing has no place over play, nor over the player's
   * protection (a first login lands on the limits page, and the players' popup came over it).
   */
  quietPage: boolean;
  /**
   * The player is filling in a form: on a form page (login, registration, a password), with
   * focus in a text field, or with a form on the page typed into. An interruption taking focus
   * then would swallow what the player types next.
   */
  fillingForm: boolean;
};

export type AutoModalDecision =
  | { action: 'keep'; modal: AutoModal }
  | { action: 'show'; modal: AutoModal }
  | { action: 'wait'; modal: AutoModal }
  | { action: 'none' };

/** What the owner does now. Never two at once, never over another modal, never switched midway. */
export function decideAutoModal({ wanted, showing, modalOpen, quietPage, fillingForm }: AutoModalState): AutoModalDecision {
  if (showing !== null) return { action: 'keep', modal: showing };
  const next = AUTO_MODALS.find((modal) => wanted.has(modal) && !(quietPage && INTERRUPTIONS.has(modal)));
  if (next === undefined) return { action: 'none' };
  return modalOpen || (fillingForm && INTERRUPTIONS.has(next)) ? { action: 'wait', modal: next } : { action: 'show', modal: next };
}
