import fc from 'fast-check';
import { newIdempotencyKey } from '@/api/idempotency';
import { cancelWithdraw, confirmWithdraw, initWithdraw } from '@/api/main/payment';
import { getWithdrawsTransactionsPages } from '@/api/main/transactions';
import { cents, type Cents } from '@/lib/money';
import { withdrawAmountError, withdrawableCash, withdrawSubmit } from '@/lib/rules/withdraw';
import { signIn } from '../api/session';

const REGULAR = 1002; // 250.00 € cash, 20.00 € bonus money
const FREE_SPINS = 1301;
const PENDING = 1302;
const RESERVE = 1303;
const RESERVE_UNKNOWN = 1304;

const withdraw = (amount: Cents) => confirmWithdraw({ amount, method: 'bank', idempotencyKey: newIdempotencyKey() });

describe('the mock backend’s withdrawals', () => {
  it('refuses a withdrawal exactly where the form’s rules do (property)', async () => {
    const player = signIn(REGULAR);
    const bounds = { min: cents(1_000), max: cents(5_000_000) };
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 6_000_000 }).map(cents), fc.integer({ min: 0, max: 30_000 }).map(cents), async (amount, cashReserve) => {
        player.cash = cents(25_000);
        player.cashReserve = cashReserve;
        player.withdrawals = [];
        const result = await withdraw(amount);
        const blocked = withdrawSubmit({ amount, cash: player.cash, cashReserve }).kind !== 'ready';
        const problem = withdrawAmountError(amount, bounds, withdrawableCash(cents(25_000), cashReserve));
        if (blocked) return expect(result).toMatchObject({ success: false, errorCode: 127 });
        if (problem?.key === 'forms:minWithdraw') return expect(result).toMatchObject({ errorCode: 117, params: { paymentLimit: 'minAmount' } });
        if (problem?.key === 'forms:maxWithdraw') return expect(result).toMatchObject({ errorCode: 117, params: { paymentLimit: 'maxAmount' } });
        if (problem?.key === 'forms:aboveWithdrawable') return expect(result).toMatchObject({ errorCode: 121 });
        expect(result).toMatchObject({ success: true });
        expect(player.cash).toBe(25_000 - amount);
      }),
      { numRuns: 200 },
    );
  });

  it('gives up the bonus money and the active free spins with a withdrawal', async () => {
    const regular = signIn(REGULAR);
    expect(await withdraw(cents(5_000))).toMatchObject({ success: true });
    expect(regular.promo).toBe(0);
    const spinner = signIn(FREE_SPINS);
    expect(spinner.freeSpins).toHaveLength(1);
    expect(await withdraw(cents(5_000))).toMatchObject({ success: true });
    expect(spinner.freeSpins).toEqual([]);
    expect(spinner.cash).toBe(3_000);
  });

  it('answers an unknown reserve as null, and refuses to withdraw then (127)', async () => {
    signIn(RESERVE_UNKNOWN);
    expect(await initWithdraw()).toMatchObject({ success: true, data: { cashBalance: 7_500, cashReserve: null } });
    expect(await withdraw(cents(2_000))).toMatchObject({ success: false, errorCode: 127 });
    signIn(RESERVE);
    expect(await initWithdraw()).toMatchObject({ success: true, data: { cashBalance: 4_000, cashReserve: 4_000 } });
    expect(await withdraw(cents(2_000))).toMatchObject({ success: false, errorCode: 127 });
  });

  it('has pending withdrawals to cancel for the pending player', async () => {
    const player = signIn(PENDING);
    const list = await getWithdrawsTransactionsPages(1);
    if (!list.success) throw new Error(list.error);
    expect(list.data.items.filter((w) => w.status === 'pending').map((w) => w.reference)).toEqual(['W-1302-1', 'W-1302-2', 'W-1302-3']);
    expect(await cancelWithdraw({ reference: 'W-1302-4', idempotencyKey: newIdempotencyKey() })).toMatchObject({ success: false, errorCode: 180 });
    expect(await cancelWithdraw({ reference: 'W-1302-2', idempotencyKey: newIdempotencyKey() })).toMatchObject({ success: true });
    expect(player.cash).toBe(6_000 + 12_550);
  });
});
