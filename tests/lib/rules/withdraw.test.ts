import fc from 'fast-check';
import { cents, type Cents } from '@/lib/money';
import { withdrawableCash, withdrawAmountError, withdrawBlocked, withdrawSubmit, withdrawSubmitDisabled, type WithdrawSubmit } from '@/lib/rules/withdraw';

const amountArb = fc.integer({ min: -(10 ** 9), max: 10 ** 9 }).map(cents);
const bounds = { min: cents(1_000), max: cents(5_000_000) };

describe('withdraw amount (spec 5)', () => {
  it('names the crossed bound with its amount at the edges', () => {
    expect(withdrawAmountError(cents(999), bounds)).toEqual({ key: 'forms:minWithdraw', amount: 1_000 });
    expect(withdrawAmountError(cents(1_000), bounds)).toBeNull();
    expect(withdrawAmountError(cents(5_000_000), bounds)).toBeNull();
    expect(withdrawAmountError(cents(5_000_001), bounds)).toEqual({ key: 'forms:maxWithdraw', amount: 5_000_000 });
  });

  it('is allowed exactly from min to max (property)', () => {
    fc.assert(
      fc.property(amountArb, amountArb, amountArb, (amount, a, b) => {
        const range = { min: cents(Math.min(a, b)), max: cents(Math.max(a, b)) };
        const error = withdrawAmountError(amount, range);
        expect(error === null).toBe(amount >= range.min && amount <= range.max);
        if (error) expect(error.amount).toBe(error.key === 'forms:minWithdraw' ? range.min : range.max);
      }),
    );
  });

  it('refuses more than the withdrawable cash, naming it, once the bounds are kept', () => {
    expect(withdrawAmountError(cents(12_001), bounds, cents(12_000))).toEqual({ key: 'forms:aboveWithdrawable', amount: 12_000 });
    expect(withdrawAmountError(cents(12_000), bounds, cents(12_000))).toBeNull();
    // The bounds speak first: below the minimum is that, whatever can be withdrawn.
    expect(withdrawAmountError(cents(500), bounds, cents(100))).toEqual({ key: 'forms:minWithdraw', amount: 1_000 });
    // Nothing withdrawable is named as 0, never as a negative amount.
    expect(withdrawAmountError(cents(2_000), bounds, cents(-300))).toEqual({ key: 'forms:aboveWithdrawable', amount: 0 });
  });

  it('is allowed exactly within the bounds and up to the withdrawable cash (property)', () => {
    fc.assert(
      fc.property(amountArb, amountArb, amountArb, fc.option(amountArb), (amount, a, b, withdrawable) => {
        const range = { min: cents(Math.min(a, b)), max: cents(Math.max(a, b)) };
        const error = withdrawAmountError(amount, range, withdrawable);
        const within = amount >= range.min && amount <= range.max && (withdrawable === null || amount <= withdrawable);
        expect(error === null).toBe(within);
        if (error?.key === 'forms:aboveWithdrawable') expect(error.amount).toBe(Math.max(0, withdrawable ?? 0));
      }),
    );
  });
});

/** The spec's three conditions, written out independently of the rule, for the reason the rule must give. */
function oracle(amount: number | null, cash: number, cashReserve: number | null): WithdrawSubmit['kind'] {
  if (cashReserve === null) return 'reserveUnknown';
  if (cash - cashReserve <= 0) return cashReserve > 0 ? 'reserveHoldsCash' : 'noCash';
  if (amount === null || amount <= 0) return 'noAmount';
  return 'ready';
}

describe('withdraw submit (spec 5)', () => {
  const cash = cents(25_000);

  it.each<[string, Cents | null, Cents, Cents | null, WithdrawSubmit]>([
    ['an amount within the cash', cents(2_000), cash, cents(0), { kind: 'ready', amount: cents(2_000), withdrawable: cash }],
    ['a reserve that leaves 1 cent', cents(1), cash, cents(24_999), { kind: 'ready', amount: cents(1), withdrawable: cents(1) }],
    ['no amount (empty or unreadable)', null, cash, cents(0), { kind: 'noAmount', withdrawable: cash }],
    ['an amount of 0', cents(0), cash, cents(0), { kind: 'noAmount', withdrawable: cash }],
    ['a negative amount', cents(-100), cash, cents(5_000), { kind: 'noAmount', withdrawable: cents(20_000) }],
    ['an unknown reserve', cents(2_000), cash, null, { kind: 'reserveUnknown' }],
    ['an unknown reserve and no amount', null, cents(0), null, { kind: 'reserveUnknown' }],
    ['a reserve equal to the cash', cents(2_000), cash, cash, { kind: 'reserveHoldsCash', cash, cashReserve: cash }],
    ['a reserve above the cash', cents(2_000), cash, cents(30_000), { kind: 'reserveHoldsCash', cash, cashReserve: cents(30_000) }],
    ['a reserve holding the cash, no amount', null, cash, cash, { kind: 'reserveHoldsCash', cash, cashReserve: cash }],
    ['no cash and no reserve', cents(2_000), cents(0), cents(0), { kind: 'noCash', cash: cents(0) }],
    ['a negative cash', cents(2_000), cents(-500), cents(0), { kind: 'noCash', cash: cents(-500) }],
  ])('%s', (_case, amount, cashNow, cashReserve, expected) => {
    expect(withdrawSubmit({ amount, cash: cashNow, cashReserve })).toEqual(expected);
    expect(withdrawSubmitDisabled({ amount, cash: cashNow, cashReserve })).toBe(expected.kind !== 'ready');
  });

  it('gives the right reason for every combination of amount, cash and reserve classes (exhaustive)', () => {
    const amounts = [null, -1, 0, 1, 2_000, 10 ** 9];
    const cashes = [-100, 0, 1, 2_000, 25_000];
    const reserves = [null, -100, 0, 1, 2_000, 25_000, 30_000];
    const seen = new Set<WithdrawSubmit['kind']>();
    for (const amount of amounts)
      for (const c of cashes)
        for (const reserve of reserves) {
          const result = withdrawSubmit({ amount: amount === null ? null : cents(amount), cash: cents(c), cashReserve: reserve === null ? null : cents(reserve) });
          expect(result.kind).toBe(oracle(amount, c, reserve));
          seen.add(result.kind);
        }
    // Every branch of the union is reached.
    expect([...seen].sort()).toEqual(['noAmount', 'noCash', 'ready', 'reserveHoldsCash', 'reserveUnknown']);
  });

  it('follows the three conditions for any amounts (property)', () => {
    fc.assert(
      fc.property(fc.option(amountArb), amountArb, fc.option(amountArb), (amount, cashNow, cashReserve) => {
        const expected = amount === null || amount <= 0 || cashReserve === null || cashNow - cashReserve <= 0;
        expect(withdrawSubmitDisabled({ amount, cash: cashNow, cashReserve })).toBe(expected);
        expect(withdrawBlocked(cashNow, cashReserve)).toBe(cashReserve === null || cashNow - cashReserve <= 0);
        expect(withdrawableCash(cashNow, cashReserve)).toBe(cashReserve === null ? null : cashNow - cashReserve);
      }),
    );
  });

  it('gives the oracle’s reason and consistent values for any amounts (property)', () => {
    fc.assert(
      fc.property(fc.option(amountArb), amountArb, fc.option(amountArb), (amount, cashNow, cashReserve) => {
        const result = withdrawSubmit({ amount, cash: cashNow, cashReserve });
        expect(result.kind).toBe(oracle(amount, cashNow, cashReserve));
        switch (result.kind) {
          case 'ready':
            expect(result.amount).toBe(amount);
            expect(result.amount).toBeGreaterThan(0);
            expect(result.withdrawable).toBe(withdrawableCash(cashNow, cashReserve));
            break;
          case 'noAmount':
            expect(result.withdrawable).toBeGreaterThan(0);
            break;
          case 'reserveHoldsCash':
            expect(result.cashReserve).toBeGreaterThan(0);
            expect(result.cash - result.cashReserve).toBeLessThanOrEqual(0);
            break;
          case 'noCash':
            expect(result.cash).toBeLessThanOrEqual(Math.max(0, cashReserve ?? 0));
            break;
          case 'reserveUnknown':
            expect(cashReserve).toBeNull();
            break;
          default: {
            const unreachable: never = result;
            throw new Error(`unhandled ${JSON.stringify(unreachable)}`);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is ready exactly when a positive amount meets positive withdrawable cash (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }).map(cents), fc.integer({ min: 0, max: 10 ** 9 }).map(cents), fc.integer({ min: 1, max: 10 ** 9 }), (amount, cashReserve, extra) => {
        expect(withdrawSubmit({ amount, cash: cents(cashReserve + extra), cashReserve }).kind).toBe('ready');
        expect(withdrawSubmit({ amount, cash: cents(cashReserve - extra + 1), cashReserve }).kind).not.toBe('ready');
      }),
    );
  });
});
