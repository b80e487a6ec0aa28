/**
 * Money is whole cents everywhere in the app and the mock (DESIGN.md): euros exist only on the
 * wire (`toWire`, `fromWire`), in what a person types (`parseAmount`) and on screen (formatMoney).
 * The brand keeps a float or a euro value from passing for cents without going through here.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** Cents from a number that must already be whole cents; anything else is a bug, so it throws. */
export function cents(value: number): Cents {
  // Beyond 2^53 integer arithmetic stops being exact, which is the whole point of cents.
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return (value === 0 ? 0 : value) as Cents;
}

/** A whole number of euros (the spec's constants) as cents. */
export const wholeEuros = (euros: number): Cents => {
  if (!Number.isInteger(euros)) throw new RangeError(`Not a whole number of euros: ${euros}`);
  return cents(euros * 100);
};

/** A sum of cents, still whole cents (and checked to stay exact). */
export const addCents = (...amounts: readonly Cents[]): Cents => cents(amounts.reduce((total: number, amount) => total + amount, 0));

/** Whether an amount is a whole number of euros (loss limits take only those). */
export const isWholeEuros = (amount: Cents): boolean => amount % 100 === 0;

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

/** Cents to the wire's euros with exactly 2 decimals ("12.50"), by integer steps only. */
export function toWire(amount: Cents): string {
  const abs = Math.abs(amount);
  const fraction = abs % 100;
  const euros = (abs - fraction) / 100;
  return `${amount < 0 ? '-' : ''}${euros}.${String(fraction).padStart(2, '0')}`;
}

/**
 * The same amount as a JSON number, the way the backend answers (12.5): the double nearest to
 * the decimal, which `fromWire` reads back exactly up to 10^13 euros (15 significant digits).
 */
export const toWireNumber = (amount: Cents): number => Number(toWire(amount));

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
