/**
 * Money is whole cents everywhere in the app and the mock (DESIGN.md): euros exist only on the
 * wire (`toWire` here, `fromWire` in ./money-read.ts), in what a person types (`parseAmount`,
 * ./money-read.ts) and on screen (formatMoney). Reading amounts in lives apart because the
 * lobby's first load formats money but never reads it.
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
 * Cents to the wire's euros with exactly 2 decimals ("12.50"), by integer steps only. A value
 * that is not whole cents (a cast around the brand) throws rather than send a third decimal.
 */
export function toWire(amount: Cents): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of cents: ${amount}`);
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
