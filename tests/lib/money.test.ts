import fc from 'fast-check';
import { formatMoney } from '@/lib/format';
import { addCents, cents, toWire, toWireNumber, wholeEuros, type Cents } from '@/lib/money';
import { fromWire, parseAmount, readWire, WIRE_AMOUNT } from '@/lib/money-read';

/** Every whole number of cents JavaScript holds exactly, both signs. */
const anyCents = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
/** Up to 10^13 euros: every such amount has at most 15 significant digits, which a double keeps. */
const jsonCents = fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 });
const nonNegative = fc.integer({ min: 0, max: 10 ** 15 - 1 });

/** The wire text by BigInt, which cannot round: the reference toWire must equal. */
function bigWire(value: number): string {
  const big = BigInt(value);
  const abs = big < 0n ? -big : big;
  return `${big < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

describe('cents', () => {
  it('takes whole numbers only', () => {
    expect(cents(1250)).toBe(1250);
    expect(Object.is(cents(-0), 0)).toBe(true);
    for (const bad of [12.5, 0.1, NaN, Infinity, -Infinity, 2 ** 53]) expect(() => cents(bad)).toThrow(RangeError);
  });

  it('makes whole euros into cents and refuses fractions of a euro there', () => {
    expect(wholeEuros(10)).toBe(1_000);
    expect(wholeEuros(100_000)).toBe(10_000_000);
    expect(() => wholeEuros(0.5)).toThrow(RangeError);
  });

  it('adds without float error and refuses sums beyond exact integers', () => {
    expect(addCents(cents(10), cents(20))).toBe(30);
    expect(addCents()).toBe(0);
    expect(() => addCents(cents(Number.MAX_SAFE_INTEGER), cents(1))).toThrow(RangeError);
  });
});

describe('toWire', () => {
  it('writes euros with exactly two decimals', () => {
    expect(toWire(cents(0))).toBe('0.00');
    expect(toWire(cents(5))).toBe('0.05');
    expect(toWire(cents(1250))).toBe('12.50');
    expect(toWire(cents(-250))).toBe('-2.50');
    expect(toWire(cents(-5))).toBe('-0.05');
    expect(toWire(cents(10_000_000))).toBe('100000.00');
  });

  it('equals the BigInt reference for every safe number of cents (property)', () => {
    fc.assert(fc.property(anyCents, (value) => toWire(cents(value)) === bigWire(value)), { numRuns: 5000 });
  });

  it('throws on a value that is not whole cents rather than write a third decimal', () => {
    for (const bad of [1.5, -0.25, NaN, Infinity, 2 ** 53]) expect(() => toWire(bad as Cents)).toThrow(RangeError);
  });

  it('writes only what the wire pattern accepts (property)', () => {
    fc.assert(fc.property(anyCents, (value) => WIRE_AMOUNT.test(toWire(cents(value)))));
  });

  it('agrees with formatMoney in English, the same digits without the sign and grouping (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (value) => {
        const shown = formatMoney(value, 'en', 'EUR', { fixed: true }).replace('€', '').replaceAll(',', '');
        expect(shown).toBe(toWire(cents(value)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('fromWire', () => {
  it('reads strings and numbers from the wire', () => {
    expect(fromWire('12.50')).toBe(1250);
    expect(fromWire(' 12.5 ')).toBe(1250);
    expect(fromWire('-0.05')).toBe(-5);
    expect(fromWire(12.5)).toBe(1250);
    expect(fromWire(100000)).toBe(10_000_000);
    expect(fromWire(0)).toBe(0);
    expect(Object.is(fromWire('-0.00'), 0)).toBe(true);
  });

  it('refuses an amount with more than 2 decimals instead of rounding it', () => {
    for (const bad of [1.005, '1.005', '1.0049', -1.005, 0.125, 1e-7, 5e-3, '0.001', '12.501', '12.5e-2', 1.1 * 1.1]) {
      expect(() => fromWire(bad)).toThrow(/at most 2 decimals/);
      expect(readWire(bad)).toBeNull();
    }
  });

  it('reads exponents and trailing zeros that stay within the cents', () => {
    expect(fromWire(1.5e3)).toBe(150_000);
    expect(fromWire('1.5e1')).toBe(1_500);
    expect(fromWire('12.500')).toBe(1_250);
    expect(fromWire('125e-2')).toBe(125);
    expect(fromWire('0.10')).toBe(10);
  });

  it('refuses any third decimal digit that is not zero, strings and numbers alike (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 999_999 }), fc.boolean(), (euros, hundredths, rest, negative) => {
        const text = `${negative ? '-' : ''}${euros}.${String(hundredths).padStart(2, '0')}${String(rest).padStart(6, '0').replace(/0+$/, '')}`;
        expect(readWire(text)).toBeNull();
        // A double keeps 15 significant digits; past them the JSON number is another amount.
        if (text.replace(/\D/g, '').replace(/^0+/, '').length <= 15) expect(readWire(Number(text))).toBeNull();
      }),
      { numRuns: 3000, seed: 11 },
    );
  });

  it('refuses what is no amount', () => {
    for (const bad of [NaN, Infinity, -Infinity, 1e21, '', ' ', 'abc', '1,5', '12.', '.', '1e', '--1']) {
      expect(() => fromWire(bad)).toThrow(RangeError);
    }
  });

  it('never shows a float error: 0.1 + 0.2 is 0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const sum = addCents(fromWire(0.1), fromWire(0.2));
    expect(sum).toBe(fromWire(0.3));
    expect(toWire(sum)).toBe('0.30');
  });

  it('sums any wire amounts exactly, as BigInt does (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), { maxLength: 50 }), (values) => {
        const total = addCents(...values.map((value) => fromWire(toWireNumber(cents(value)))));
        expect(toWire(total)).toBe(bigWire(values.reduce((a, b) => a + b, 0)));
      }),
    );
  });

  it('round-trips toWire for every safe number of cents (property)', () => {
    fc.assert(fc.property(anyCents, (value) => fromWire(toWire(cents(value))) === value), { numRuns: 5000 });
  });

  it('round-trips the JSON number form the mock answers with, which is cents / 100 (property)', () => {
    fc.assert(
      fc.property(jsonCents, (value) => {
        expect(toWireNumber(cents(value))).toBe(value / 100);
        expect(fromWire(toWireNumber(cents(value)))).toBe(value);
      }),
      { numRuns: 5000 },
    );
  });

  it('reads any decimal with up to two places as its exact cents (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 99 }), fc.boolean(), (euros, hundredths, short) => {
        const fraction = short && hundredths % 10 === 0 ? String(hundredths / 10) : String(hundredths).padStart(2, '0');
        const text = `${euros}.${fraction}`;
        expect(fromWire(text)).toBe(euros * 100 + hundredths);
        expect(fromWire(Number(text))).toBe(euros * 100 + hundredths);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('parseAmount', () => {
  it('reads what a person types: a point or a comma, spaces around', () => {
    expect(parseAmount('12')).toEqual({ ok: true, cents: 1200 });
    expect(parseAmount('12.5')).toEqual({ ok: true, cents: 1250 });
    expect(parseAmount('12,50')).toEqual({ ok: true, cents: 1250 });
    expect(parseAmount('  0,05 ')).toEqual({ ok: true, cents: 5 });
    expect(parseAmount('007')).toEqual({ ok: true, cents: 700 });
    expect(parseAmount('0')).toEqual({ ok: true, cents: 0 });
    expect(parseAmount('100000')).toEqual({ ok: true, cents: 10_000_000 });
  });

  it('asks for a value when there is none', () => {
    for (const empty of ['', ' ', '\t\n']) expect(parseAmount(empty)).toEqual({ ok: false, error: 'forms:requiredField' });
  });

  it('refuses signs, grouping, more than two decimals and anything not a number', () => {
    const bad = ['-5', '+5', '1.234', '0,001', 'abc', '12 €', '€12', '1 000', '1,000.50', '1.000,50', '1e3', '12.', '.5', ',5', '0x10', 'Infinity', 'NaN', '12,5,0', '١٢'];
    for (const text of bad) expect(parseAmount(text)).toEqual({ ok: false, error: 'forms:invalidAmount' });
  });

  it('refuses amounts too large to be exact cents', () => {
    expect(parseAmount('9'.repeat(20))).toEqual({ ok: false, error: 'forms:invalidAmount' });
  });

  it('reads back what toWire writes, with a point or a comma and spaces (property)', () => {
    fc.assert(
      fc.property(nonNegative, fc.constantFrom('.', ','), fc.constantFrom('', ' ', '  '), (value, separator, pad) => {
        const written = `${pad}${toWire(cents(value)).replace('.', separator)}${pad}`;
        expect(parseAmount(written)).toEqual({ ok: true, cents: value });
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses any negative amount and any third decimal (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), fc.integer({ min: 0, max: 9 }), (value, digit) => {
        expect(parseAmount(`-${toWire(cents(value))}`)).toEqual({ ok: false, error: 'forms:invalidAmount' });
        expect(parseAmount(`${toWire(cents(value))}${digit}`)).toEqual({ ok: false, error: 'forms:invalidAmount' });
      }),
    );
  });

  it('never throws and answers only with its two keys, whatever is typed (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const result = parseAmount(text);
        if (result.ok) expect(Number.isSafeInteger(result.cents) && result.cents >= 0).toBe(true);
        else expect(['forms:requiredField', 'forms:invalidAmount']).toContain(result.error);
      }),
      { numRuns: 3000 },
    );
  });
});
