import { cents, type Cents } from './money';

/**
 * A decimal number written in base 10 (digits, an optional fraction and exponent) to cents,
 * rounding half away from zero on the digits themselves, so 1.005 € is 101 cents (where
 * `Math.round(1.005 * 100)` gives 100). Null when the text is no such number or too large.
 */
function decimalToCents(text: string): Cents | null {
  const match = /^([-+]?)(\d*)(?:\.(\d+))?(?:e([-+]?\d+))?$/i.exec(text);
  if (!match) return null;
  const [, sign = '', written = '', fraction = '', exponent = '0'] = match;
  if (written === '' && fraction === '') return null;
  const whole = written.replace(/^0+/, '');
  const digits = whole + fraction;
  // Where the decimal point falls once the value is multiplied by 100.
  const point = whole.length + Number(exponent) + 2;
  let magnitude: number;
  if (point < 0) magnitude = 0;
  else if (point > 20) return null; // more digits than any exact integer has
  else {
    const kept = point >= digits.length ? digits.padEnd(point, '0') : digits.slice(0, point);
    const next = point >= digits.length ? '0' : (digits[point] ?? '0');
    magnitude = Number(kept || '0') + (next >= '5' ? 1 : 0);
  }
  if (!Number.isSafeInteger(magnitude)) return null;
  return cents(sign === '-' ? -magnitude : magnitude);
}

/** What the wire carries as a string: euros with at most 2 decimals, as `toWire` writes them. */
export const WIRE_AMOUNT = /^-?\d+(\.\d{1,2})?$/;

/**
 * Euros from the wire (a JSON number or a decimal string) to cents, rounded half away from zero
 * on the decimal digits the sender wrote. Throws on what is not a finite number: the response
 * schemas check the shape first.
 */
export function fromWire(value: number | string): Cents {
  const result = typeof value === 'number' ? (Number.isFinite(value) ? decimalToCents(String(value)) : null) : decimalToCents(value.trim());
  if (result === null) throw new RangeError(`Not an amount of euros: ${String(value)}`);
  return result;
}

export type AmountParse = { ok: true; cents: Cents } | { ok: false; error: 'forms:requiredField' | 'forms:invalidAmount' };

/**
 * The one reading of an amount a person typed: euros with at most 2 decimals, a point or a
 * comma (Finnish and Estonian write 12,50) before them, spaces around allowed. Signs, grouping
 * and anything else are refused rather than guessed at.
 */
export function parseAmount(input: string): AmountParse {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'forms:requiredField' };
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  const amount = match ? decimalToCents(match[2] ? `${match[1]}.${match[2]}` : (match[1] ?? '')) : null;
  return amount === null ? { ok: false, error: 'forms:invalidAmount' } : { ok: true, cents: amount };
}
