import fc from 'fast-check';
import { cents } from '@/lib/money';
import { withdrawableCash, withdrawAmountError, withdrawBlocked, withdrawSubmitDisabled } from '@/lib/rules/withdraw';

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
});

describe('withdraw submit (spec 5)', () => {
  it('is disabled for no amount, 0 or less, an unknown reserve, or no cash above the reserve', () => {
    const cash = cents(25_000);
    expect(withdrawSubmitDisabled({ amount: cents(2_000), cash, cashReserve: cents(0) })).toBe(false);
    expect(withdrawSubmitDisabled({ amount: null, cash, cashReserve: cents(0) })).toBe(true);
    expect(withdrawSubmitDisabled({ amount: cents(0), cash, cashReserve: cents(0) })).toBe(true);
    expect(withdrawSubmitDisabled({ amount: cents(-100), cash, cashReserve: cents(0) })).toBe(true);
    expect(withdrawSubmitDisabled({ amount: cents(2_000), cash, cashReserve: null })).toBe(true);
    expect(withdrawSubmitDisabled({ amount: cents(2_000), cash, cashReserve: cents(25_000) })).toBe(true);
    expect(withdrawSubmitDisabled({ amount: cents(2_000), cash, cashReserve: cents(24_999) })).toBe(false);
  });

  it('follows the three conditions for any amounts (property)', () => {
    fc.assert(
      fc.property(fc.option(amountArb), amountArb, fc.option(amountArb), (amount, cash, cashReserve) => {
        const expected = amount === null || amount <= 0 || cashReserve === null || cash - cashReserve <= 0;
        expect(withdrawSubmitDisabled({ amount, cash, cashReserve })).toBe(expected);
        expect(withdrawBlocked(cash, cashReserve)).toBe(cashReserve === null || cash - cashReserve <= 0);
        expect(withdrawableCash(cash, cashReserve)).toBe(cashReserve === null ? null : cash - cashReserve);
      }),
    );
  });
});
