import fc from 'fast-check';
import { cents, wholeEuros, type Cents } from '@/lib/money';
import { parseAmount } from '@/lib/money-read';
import {
  DEPOSIT_BOUNDS,
  DEPOSIT_INPUT_MAX_LENGTH,
  DEPOSIT_MAX,
  DEPOSIT_MIN,
  depositAmountError,
  depositLanguage,
  lastSuccessfulDeposit,
  NO_HISTORY_DEPOSIT,
  quickAmounts,
} from '@/lib/rules/deposit';

const euros = (list: readonly Cents[]) => list.map((amount) => amount / 100);
const amountArb = fc.integer({ min: -(10 ** 10), max: 10 ** 10 }).map(cents);

describe('deposit amount (spec 5, 9)', () => {
  it('defaults to 10 to 100000 euros, and the largest fits the 6-character field', () => {
    expect([DEPOSIT_MIN, DEPOSIT_MAX]).toEqual([1_000, 10_000_000]);
    expect(DEPOSIT_INPUT_MAX_LENGTH).toBe(6);
    expect(String(DEPOSIT_MAX / 100)).toHaveLength(DEPOSIT_INPUT_MAX_LENGTH);
    const typed = parseAmount('100000');
    expect(typed.ok && depositAmountError(typed.cents)).toBeNull();
  });

  it('names the crossed bound with its amount at the edges', () => {
    expect(depositAmountError(cents(999))).toEqual({ key: 'forms:minDeposit', amount: 1_000 });
    expect(depositAmountError(cents(1_000))).toBeNull();
    expect(depositAmountError(cents(10_000_000))).toBeNull();
    expect(depositAmountError(cents(10_000_001))).toEqual({ key: 'forms:maxDeposit', amount: 10_000_000 });
    expect(depositAmountError(cents(0))).toEqual({ key: 'forms:minDeposit', amount: 1_000 });
  });

  it('takes a method’s own bounds: allowed exactly from min to max (property)', () => {
    fc.assert(
      fc.property(amountArb, amountArb, amountArb, (amount, a, b) => {
        const bounds = { min: cents(Math.min(a, b)), max: cents(Math.max(a, b)) };
        const error = depositAmountError(amount, bounds);
        if (amount < bounds.min) expect(error).toEqual({ key: 'forms:minDeposit', amount: bounds.min });
        else if (amount > bounds.max) expect(error).toEqual({ key: 'forms:maxDeposit', amount: bounds.max });
        else expect(error).toBeNull();
      }),
    );
  });

  it('uses the defaults when no bounds are given (property)', () => {
    fc.assert(fc.property(amountArb, (amount) => expect(depositAmountError(amount)).toEqual(depositAmountError(amount, DEPOSIT_BOUNDS))));
  });
});

describe('quick amounts (spec 9)', () => {
  it('follow the tiers starting at 0, 25, 50 and 100 euros', () => {
    const table: [number, number[]][] = [
      [0, [25, 50, 100]],
      [24.99, [25, 50, 100]],
      [25, [50, 100, 200]],
      [49.99, [50, 100, 200]],
      [50, [100, 150, 200]],
      [99.99, [100, 150, 200]],
      [100, [150, 200, 300]],
      [100_000, [150, 200, 300]],
    ];
    for (const [last, expected] of table) expect(euros(quickAmounts(cents(Math.round(last * 100))))).toEqual(expected);
  });

  it('assume a last deposit of 49 euros without history', () => {
    expect(NO_HISTORY_DEPOSIT).toBe(4_900);
    expect(euros(quickAmounts(null))).toEqual([50, 100, 200]);
  });

  it('never offer less for a larger last deposit, and always three growing amounts (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 8 }), fc.integer({ min: 0, max: 10 ** 8 }), (a, b) => {
        const [low, high] = [quickAmounts(cents(Math.min(a, b))), quickAmounts(cents(Math.max(a, b)))];
        expect(high.length).toBe(3);
        high.forEach((amount, i) => expect(amount).toBeGreaterThanOrEqual(low[i] ?? 0));
        expect([...high].sort((x, y) => x - y)).toEqual(high);
      }),
    );
  });
});

describe('last successful deposit', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

  it('is the newest with status ok, in any order', () => {
    const deposits = [
      { status: 'ok', amount: wholeEuros(30), createdTime: at(3) },
      { status: 'failed', amount: wholeEuros(500), createdTime: at(9) },
      { status: 'ok', amount: wholeEuros(120), createdTime: at(5) },
      { status: 'pending', amount: wholeEuros(70), createdTime: at(8) },
    ];
    expect(lastSuccessfulDeposit(deposits)).toBe(12_000);
    expect(lastSuccessfulDeposit([...deposits].reverse())).toBe(12_000);
    expect(euros(quickAmounts(lastSuccessfulDeposit(deposits)))).toEqual([150, 200, 300]);
  });

  it('is null without a successful one', () => {
    expect(lastSuccessfulDeposit([])).toBeNull();
    expect(lastSuccessfulDeposit([{ status: 'failed', amount: wholeEuros(10), createdTime: at(1) }])).toBeNull();
  });

  it('does not depend on the order of the list (property)', () => {
    const deposit = fc.record({
      status: fc.constantFrom('ok', 'failed', 'pending'),
      amount: fc.integer({ min: 0, max: 10 ** 7 }).map(cents),
      // Distinct days, so "newest" is one deposit.
      createdTime: fc.integer({ min: 1, max: 10_000 }).map((day) => new Date(day * 86_400_000).toISOString()),
    });
    fc.assert(
      fc.property(fc.uniqueArray(deposit, { selector: (d) => d.createdTime, maxLength: 20 }), (deposits) => {
        const ok = deposits.filter((d) => d.status === 'ok').sort((a, b) => Date.parse(b.createdTime) - Date.parse(a.createdTime));
        expect(lastSuccessfulDeposit(deposits)).toBe(ok[0]?.amount ?? null);
        expect(lastSuccessfulDeposit([...deposits].reverse())).toBe(ok[0]?.amount ?? null);
      }),
    );
  });
});

it('sends the deposit language FIN for Finnish and English, EST for Estonian (spec 9)', () => {
  expect([depositLanguage('fi'), depositLanguage('en'), depositLanguage('et')]).toEqual(['FIN', 'FIN', 'EST']);
});
