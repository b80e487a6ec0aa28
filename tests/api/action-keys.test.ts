import { ACTION_KEY_TTL_MS, actionKeyName, actionKeys } from '@/api/action-keys';

const T0 = Date.parse('2026-03-01T12:00:00Z');

beforeEach(() => window.sessionStorage.clear());

describe('the kept idempotency keys', () => {
  it('gives the same player the same key for the same request, in session storage', () => {
    const key = actionKeys.keyFor('withdraw', 1006, 'bank|2000', T0);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(window.sessionStorage.getItem(actionKeyName('withdraw'))).toContain(key);
    expect(actionKeys.keyFor('withdraw', 1006, 'bank|2000', T0 + 60_000)).toBe(key);
  });

  it('makes a new key for another request, another player, the other action, or once the kept one is too old', () => {
    const key = actionKeys.keyFor('withdraw', 1006, 'bank|2000', T0);
    expect(actionKeys.keyFor('deposit', 1006, 'bank|2000', T0)).not.toBe(key);
    expect(actionKeys.keyFor('withdraw', 1002, 'bank|2000', T0)).not.toBe(key);
    const again = actionKeys.keyFor('withdraw', 1006, 'bank|2000', T0);
    expect(actionKeys.keyFor('withdraw', 1006, 'bank|3000', T0)).not.toBe(again);
    const kept = actionKeys.keyFor('withdraw', 1006, 'bank|2000', T0);
    expect(actionKeys.keyFor('withdraw', 1006, 'bank|2000', T0 + ACTION_KEY_TTL_MS + 1)).not.toBe(kept);
  });

  it("keeps a visitor's key for this page only: the next visitor after a reload gets a new one", () => {
    actionKeys.keyFor('deposit', 1006, 'bank|2000|provider', T0);
    const visitor = actionKeys.keyFor('deposit', null, 'bank|2000|provider|FIN', T0);
    expect(window.sessionStorage.getItem(actionKeyName('deposit'))).toBeNull();
    expect(actionKeys.keyFor('deposit', null, 'bank|2000|provider|FIN', T0 + 1_000)).toBe(visitor);
  });

  it("names the player's request still waiting for an answer, until it is settled or too old", () => {
    expect(actionKeys.unsettled('wheelSpin', 1002, T0)).toBeNull();
    const key = actionKeys.keyFor('wheelSpin', 1002, 'spin', T0);
    expect(actionKeys.unsettled('wheelSpin', 1002, T0 + 1_000)).toBe('spin');
    expect(actionKeys.unsettled('wheelSpin', 1006, T0 + 1_000)).toBeNull();
    expect(actionKeys.unsettled('convertPoints', 1002, T0 + 1_000)).toBeNull();
    expect(actionKeys.unsettled('wheelSpin', 1002, T0 + ACTION_KEY_TTL_MS + 1)).toBeNull();
    actionKeys.settle('wheelSpin', key);
    expect(actionKeys.unsettled('wheelSpin', 1002, T0 + 1_000)).toBeNull();
  });

  it('forgets a settled key, but not one that has since replaced it', () => {
    const first = actionKeys.keyFor('deposit', null, 'bank|5000|provider', T0);
    actionKeys.settle('deposit', first);
    const second = actionKeys.keyFor('deposit', null, 'bank|5000|provider', T0);
    expect(second).not.toBe(first);
    actionKeys.settle('deposit', first);
    expect(actionKeys.keyFor('deposit', null, 'bank|5000|provider', T0)).toBe(second);
  });

  it('keeps the key for the page where session storage is blocked', () => {
    const blocked = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      const key = actionKeys.keyFor('withdraw', 1006, 'bank|2000', T0);
      expect(actionKeys.keyFor('withdraw', 1006, 'bank|2000', T0)).toBe(key);
      actionKeys.settle('withdraw', key);
      expect(actionKeys.keyFor('withdraw', 1006, 'bank|2000', T0)).not.toBe(key);
    } finally {
      blocked.mockRestore();
    }
  });

  it('where session storage fills up over an older request, the retry still sends the same key', () => {
    actionKeys.keyFor('withdraw', 1006, 'bank|5000', T0);
    const full = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const key = actionKeys.keyFor('withdraw', 1006, 'bank|2000', T0);
      expect(actionKeys.keyFor('withdraw', 1006, 'bank|2000', T0)).toBe(key);
    } finally {
      full.mockRestore();
    }
  });

  it('ignores what it cannot read', () => {
    window.sessionStorage.setItem(actionKeyName('withdraw'), '{"owner":1006,"signature":"bank|2000","key":""}');
    expect(actionKeys.keyFor('withdraw', 1006, 'bank|2000', T0)).toMatch(/^[0-9a-f]{32}$/);
  });
});
