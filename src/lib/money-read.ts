import { cents, type Cents } from './money';

/**
 * A decimal number written in base 10 (digits, an optional fraction and exponent) to its exact
 * cents, reading the digits themselves (so 1.1 € is 110 cents even where 1.1 * 100 is not).
 * Null when the text is no such number, too large, or has a non-zero digit past the cents:
 * money is never rounded on the way in (1.005 € is an error, not 101 or 100 cents).
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
  if (point > 20) return null; // more digits than any exact integer has
  const beyondCents = point < 0 ? digits : digits.slice(Math.max(point, 0));
  if (/[1-9]/.test(beyondCents)) return null;
  const kept = point <= 0 ? '' : point >= digits.length ? digits.padEnd(point, '0') : digits.slice(0, point);
  const magnitude = Number(kept || '0');
  if (!Number.isSafeInteger(magnitude)) return null;
  return cents(sign === '-' ? -magnitude : magnitude);
}

/** What the wire carries as a string: euros with at most 2 decimals, as `toWire` writes them. */
export const WIRE_AMOUNT = /^-?\d+(\.\d{1,2})?$/;

/**
 * Euros from the wire (a JSON number or a decimal string) to cents, or null when the value is
 * no finite amount or has more than 2 decimals (which is an error, never rounded). A JSON
 * number is read by its shortest decimal form, which is how the sender wrote it.
 */
export function readWire(value: number | string): Cents | null {
  if (typeof value === 'number') return Number.isFinite(value) ? decimalToCents(String(value)) : null;
  return decimalToCents(value.trim());
}

/** readWire for a value that must be an amount: anything else throws. */
export function fromWire(value: number | string): Cents {
  const result = readWire(value);
  if (result === null) throw new RangeError(`Not an amount of euros with at most 2 decimals: ${String(value)}`);
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
