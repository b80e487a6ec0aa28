import { waitFor } from '@testing-library/react';
import { hasCookie, removeCookie, setCookie } from '@/lib/cookies';
import { cents } from '@/lib/money';
import { DEPOSIT_KEPT_MARK } from '@/features/wallet/deposit-kept';
import { DEPOSIT_RETURN_KEY, depositReturn } from '@/features/wallet/deposit-return';

const PLAYER = 7;

describe('the deposit a tab keeps while the player is at the payment provider', () => {
  afterEach(async () => {
    window.sessionStorage.clear();
    await removeCookie(DEPOSIT_KEPT_MARK);
  });

  it('reads nothing without its mark (the shell asks on every page load)', async () => {
    await depositReturn.save({ amount: cents(2_500), token: null, userId: PLAYER }, 1_000);
    await removeCookie(DEPOSIT_KEPT_MARK);
    const read = jest.spyOn(Storage.prototype, 'getItem');
    try {
      expect(depositReturn.read(PLAYER, 2_000)).toBeNull();
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it('is marked for the shell while kept (a session cookie), and the mark goes with it', async () => {
    expect(hasCookie(DEPOSIT_KEPT_MARK, '1')).toBe(false);
    await depositReturn.save({ amount: cents(2_500), token: null, userId: PLAYER });
    expect(hasCookie(DEPOSIT_KEPT_MARK, '1')).toBe(true);
    depositReturn.clear();
    expect(window.sessionStorage.getItem(DEPOSIT_RETURN_KEY)).toBeNull();
    await waitFor(() => expect(hasCookie(DEPOSIT_KEPT_MARK, '1')).toBe(false));
  });

  it('is not marked when the tab could not keep it (storage refused)', async () => {
    const refused = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      await depositReturn.save({ amount: cents(2_500), token: null, userId: PLAYER });
    } finally {
      refused.mockRestore();
    }
    expect(hasCookie(DEPOSIT_KEPT_MARK, '1')).toBe(false);
  });

  it('keeps the mark of a return by the history with it, for a reload', async () => {
    await depositReturn.save({ amount: cents(2_500), token: 'abc', userId: PLAYER }, 1_000);
    const entry = depositReturn.read(PLAYER, 2_000);
    expect(entry).toEqual({ type: 'deposit', amount: 2_500, token: 'abc', userId: PLAYER, startedAt: 1_000 });
    if (!entry) throw new Error('kept');
    depositReturn.markBackByHistory(entry);
    expect(depositReturn.read(PLAYER, 2_000)).toEqual({ ...entry, backByHistory: true });
  });

  it('reads a mark that is not `true` as none, and keeps the deposit', async () => {
    await setCookie(DEPOSIT_KEPT_MARK, '1');
    for (const mark of [false, 'yes', 1, null]) {
      window.sessionStorage.setItem(DEPOSIT_RETURN_KEY, JSON.stringify({ type: 'deposit', amount: 100, token: null, userId: PLAYER, startedAt: 1_000, backByHistory: mark }));
      expect(depositReturn.read(PLAYER, 2_000)).toEqual({ type: 'deposit', amount: 100, token: null, userId: PLAYER, startedAt: 1_000 });
    }
  });
});
