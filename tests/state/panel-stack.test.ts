import fc from 'fast-check';
import common from '../../public/locales/en/common.json';
import { BODIES } from '@/root/panel-bodies';
import { PANELS } from '@/root/panels';
import {
  admitPage,
  CLOSED,
  isAvailable,
  PANEL_WIDTH_PX,
  reduceStack,
  topOf,
  type PanelRegistry,
  type StackAction,
  type StackPage,
  type StackState,
} from '@/state/panel-stack';
import { PANEL_KEYS } from '@/state/panel-keys';

/** Spec 2.4's panel keys, as the spec lists them. */
const SPEC_KEYS = 'profile, settings, campaigns, transactions, deposits, withdraws, game-actions, user, marketing, close, phone, responsible-gaming, pending-withdraws, verification, avatar, customer-support, deposit, withdraw, documents, upload-documents'.split(', ');
/** Spec 2.4: "The panels for user data, marketing, avatar, documents, campaigns and close require authentication." */
const SPEC_AUTH = ['user', 'marketing', 'avatar', 'documents', 'campaigns', 'close'];

const run = (actions: StackAction[], from: StackState = CLOSED) => actions.reduce(reduceStack, from);

describe('the panel stack model', () => {
  it('opens on one page, pushes, goes back, and keeps the first page', () => {
    const state = run([{ type: 'open', frame: 'dropdown', page: 'profile' }, { type: 'push', page: 'transactions' }, { type: 'push', page: 'deposits' }]);
    expect(state).toEqual({ shown: true, frame: 'dropdown', stack: ['profile', 'transactions', 'deposits'] });
    const back = run([{ type: 'back' }, { type: 'back' }, { type: 'back' }], state);
    expect(back.stack).toEqual(['profile']);
    expect(topOf(back)).toBe('profile');
  });

  it('does not stack a page twice on a double click, nor push onto a closed frame', () => {
    expect(run([{ type: 'open', frame: 'sidebar', page: 'profile' }, { type: 'push', page: 'settings' }, { type: 'push', page: 'settings' }]).stack).toEqual(['profile', 'settings']);
    expect(run([{ type: 'push', page: 'settings' }])).toBe(CLOSED);
    expect(run([{ type: 'open', frame: 'sidebar', page: 'profile' }, { type: 'close' }, { type: 'push', page: 'settings' }]).stack).toEqual(['profile']);
  });

  it('keeps its frame and stack while closing, until the reset', () => {
    const closing = run([{ type: 'open', frame: 'dropdown', page: 'profile' }, { type: 'push', page: 'settings' }, { type: 'close' }]);
    expect(closing).toEqual({ shown: false, frame: 'dropdown', stack: ['profile', 'settings'] });
    expect(reduceStack(closing, { type: 'back' })).toBe(closing);
    expect(reduceStack(closing, { type: 'reset' })).toEqual(CLOSED);
  });

  it('ignores a reset that arrives after the frame opened again', () => {
    const reopened = run([{ type: 'open', frame: 'dropdown', page: 'profile' }, { type: 'close' }, { type: 'open', frame: 'sidebar', page: 'menu' }, { type: 'reset' }]);
    expect(reopened).toEqual({ shown: true, frame: 'sidebar', stack: ['menu'] });
  });

  it('never holds an empty stack while shown, whatever the actions', () => {
    const page = fc.constantFrom<StackPage>(...PANEL_KEYS, 'menu', 'loggedOut');
    const action: fc.Arbitrary<StackAction> = fc.oneof(
      fc.record({ type: fc.constant('open' as const), frame: fc.constantFrom('dropdown' as const, 'sidebar' as const), page }),
      fc.record({ type: fc.constant('push' as const), page }),
      fc.constant({ type: 'back' as const }),
      fc.constant({ type: 'close' as const }),
      fc.constant({ type: 'reset' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let state = CLOSED;
        for (const a of actions) {
          state = reduceStack(state, a);
          if (state.shown) expect(state.stack.length).toBeGreaterThan(0);
          for (let i = 1; i < state.stack.length; i += 1) expect(state.stack[i]).not.toBe(state.stack[i - 1]);
        }
      }),
    );
  });
});

describe('the panel registry', () => {
  it('has every panel key of spec 2.4, and the sidebar pages of spec 2.5', () => {
    expect([...PANEL_KEYS].sort()).toEqual([...SPEC_KEYS].sort());
    expect(Object.keys(PANELS).sort()).toEqual([...SPEC_KEYS, 'menu', 'loggedOut'].sort());
  });

  it('is 450 px on the main page and 550 px on the sub-panels (spec 9)', () => {
    expect(PANEL_WIDTH_PX[PANELS.profile.width]).toBe(450);
    for (const key of SPEC_KEYS.filter((k) => k !== 'profile')) expect(PANEL_WIDTH_PX[PANELS[key as StackPage].width]).toBe(550);
  });

  it('asks for a login on the panels spec 2.4 names, and on every panel of player data', () => {
    for (const key of SPEC_AUTH) expect(PANELS[key as StackPage].needsLogin).toBe(true);
    const open = Object.entries(PANELS).filter(([, entry]) => !entry.needsLogin).map(([key]) => key).sort();
    expect(open).toEqual(['customer-support', 'deposit', 'loggedOut', 'menu']);
  });

  it('has a body for exactly the pages it calls built', () => {
    const built = Object.entries(PANELS).filter(([, entry]) => entry.built).map(([key]) => key).sort();
    expect(Object.keys(BODIES).sort()).toEqual(built);
  });

  it('titles every page from the common namespace', () => {
    for (const entry of Object.values(PANELS)) {
      const [group, key] = entry.title.split('.') as [string, string];
      expect((common as unknown as Record<string, Record<string, string>>)[group]?.[key]).toEqual(expect.any(String));
    }
  });
});

describe('admitting a page', () => {
  const registry = {
    ...PANELS,
    profile: { ...PANELS.profile, built: true },
    settings: { ...PANELS.settings, built: true, leadsTo: ['user', 'avatar'] },
    user: { ...PANELS.user, built: false },
    avatar: { ...PANELS.avatar, built: false },
    deposit: { ...PANELS.deposit, built: true },
  } as PanelRegistry;

  it.each([
    ['profile', true, 'profile'],
    ['profile', false, 'loggedOut'],
    ['deposit', true, 'deposit'],
    ['deposit', false, 'deposit'],
    ['user', true, null],
    ['user', false, null],
  ] as const)('%s for a %s player shows %s', (page, isLoggedIn, shown) => {
    expect(admitPage(registry, page, isLoggedIn)).toBe(shown);
  });

  it('leaves out a menu with nowhere to lead, and shows it once one of its panels lands', () => {
    expect(isAvailable(registry, 'settings')).toBe(false);
    expect(isAvailable({ ...registry, avatar: { ...registry.avatar, built: true } }, 'settings')).toBe(true);
  });

  it('decides every page of the real registry for both login states', () => {
    for (const page of Object.keys(PANELS) as StackPage[]) {
      for (const isLoggedIn of [true, false]) {
        const shown = admitPage(PANELS, page, isLoggedIn);
        if (!isAvailable(PANELS, page)) expect(shown).toBeNull();
        else if (PANELS[page].needsLogin && !isLoggedIn) expect(shown).toBe('loggedOut');
        else expect(shown).toBe(page);
      }
    }
  });
});
