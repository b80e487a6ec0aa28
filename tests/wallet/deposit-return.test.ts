import { cents } from '@/lib/money';
import { DEPOSIT_RETURN_KEY, depositReturn } from '@/features/wallet/deposit-return';

const PLAYER = 7;

describe('the deposit a tab keeps while the player is at the payment provider', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps the mark of a return by the history with it, for a reload', () => {
    depositReturn.save({ amount: cents(2_500), token: 'abc', userId: PLAYER }, 1_000);
    const entry = depositReturn.read(PLAYER, 2_000);
    expect(entry).toEqual({ type: 'deposit', amount: 2_500, token: 'abc', userId: PLAYER, startedAt: 1_000 });
    if (!entry) throw new Error('kept');
    depositReturn.markBackByHistory(entry);
    expect(depositReturn.read(PLAYER, 2_000)).toEqual({ ...entry, backByHistory: true });
  });

  it('reads a mark that is not `true` as none, and keeps the deposit', () => {
    for (const mark of [false, 'yes', 1, null]) {
      window.sessionStorage.setItem(DEPOSIT_RETURN_KEY, JSON.stringify({ type: 'deposit', amount: 100, token: null, userId: PLAYER, startedAt: 1_000, backByHistory: mark }));
      expect(depositReturn.read(PLAYER, 2_000)).toEqual({ type: 'deposit', amount: 100, token: null, userId: PLAYER, startedAt: 1_000 });
    }
  });
});
