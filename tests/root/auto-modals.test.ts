import { AUTO_MODALS, decideAutoModal, type AutoModal, type AutoModalDecision } from '@/root/auto-modals';

/** Every subset of the automatic modals. */
const subsets = (items: readonly AutoModal[]): AutoModal[][] =>
  items.reduce<AutoModal[][]>((all, item) => [...all, ...all.map((set) => [...set, item])], [[]]);

const PROTECTIVE: readonly AutoModal[] = ['reality-check', 'loss-limit'];

/** The rest of the state, where a case does not set it. */
const CALM = { modalOpen: false, quietPage: false, fillingForm: false };

describe('the one owner of automatic modals decides (exhaustively over its state)', () => {
  const cases = subsets(AUTO_MODALS).flatMap((wanted) =>
    [null, ...AUTO_MODALS].flatMap((showing) =>
      [false, true].flatMap((modalOpen) =>
        [false, true].flatMap((quietPage) => [false, true].map((fillingForm) => ({ wanted: new Set(wanted), showing, modalOpen, quietPage, fillingForm }))),
      ),
    ),
  );

  it('covers every combination', () => {
    expect(cases).toHaveLength(2 ** AUTO_MODALS.length * (AUTO_MODALS.length + 1) * 8);
  });

  /**
   * The rule restated: keep what shows; else the first eligible in order; wait while the player
   * has a modal or panel open, and, for what is not protection, while the player fills in a form.
   */
  const expected = (state: (typeof cases)[number]): AutoModalDecision => {
    if (state.showing !== null) return { action: 'keep', modal: state.showing };
    const first = AUTO_MODALS.find((modal) => state.wanted.has(modal) && (!state.quietPage || PROTECTIVE.includes(modal)));
    if (first === undefined) return { action: 'none' };
    return { action: state.modalOpen || (state.fillingForm && !PROTECTIVE.includes(first)) ? 'wait' : 'show', modal: first };
  };

  it('keeps the modal on screen, shows the first in the fixed order, never over a modal the player opened', () => {
    for (const state of cases) expect({ state, decision: decideAutoModal(state) }).toEqual({ state, decision: expected(state) });
  });
});

describe('the fixed order', () => {
  it('puts the player’s protection first: the reality check, then the loss limits, then the account and marketing', () => {
    expect(AUTO_MODALS).toEqual(['reality-check', 'loss-limit', 'complete-account', 'marketing', 'site-popup']);
  });

  it('shows the loss-limit modal before the account completion when both are due', () => {
    expect(decideAutoModal({ wanted: new Set(['complete-account', 'loss-limit']), showing: null, ...CALM })).toEqual({ action: 'show', modal: 'loss-limit' });
  });

  it('keeps a marketing prompt on screen when a loss-limit increase comes up meanwhile (never switched midway)', () => {
    expect(decideAutoModal({ wanted: new Set(['loss-limit']), showing: 'marketing', ...CALM })).toEqual({ action: 'keep', modal: 'marketing' });
  });

  it('does not interrupt play or the limits page for a site popup, but does for the loss limits', () => {
    expect(decideAutoModal({ wanted: new Set(['site-popup']), showing: null, ...CALM, quietPage: true })).toEqual({ action: 'none' });
    expect(decideAutoModal({ wanted: new Set(['site-popup', 'loss-limit']), showing: null, ...CALM, quietPage: true })).toEqual({ action: 'show', modal: 'loss-limit' });
  });
});

describe('while the player fills in a form', () => {
  it('holds a site popup, the marketing prompt and the account prompt back until the form is done', () => {
    for (const modal of ['site-popup', 'marketing', 'complete-account'] as const) {
      expect(decideAutoModal({ wanted: new Set([modal]), showing: null, ...CALM, fillingForm: true })).toEqual({ action: 'wait', modal });
      expect(decideAutoModal({ wanted: new Set([modal]), showing: null, ...CALM })).toEqual({ action: 'show', modal });
    }
  });

  it('still shows the protective modals first, in the fixed order', () => {
    expect(decideAutoModal({ wanted: new Set(['site-popup', 'reality-check']), showing: null, ...CALM, fillingForm: true })).toEqual({ action: 'show', modal: 'reality-check' });
  });

  it('keeps a popup already on screen', () => {
    expect(decideAutoModal({ wanted: new Set(['site-popup']), showing: 'site-popup', ...CALM, fillingForm: true })).toEqual({ action: 'keep', modal: 'site-popup' });
  });
});
