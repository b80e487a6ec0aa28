import type { Cents } from './world/types';

/** The mock speaks euros on the wire, like the real API; the world holds cents. */
export const euros = (cents: Cents): number => Math.round(cents) / 100;

/** Parses a euro amount from a form field to cents, or null when it is not a valid amount. */
export function parseEuros(value: string): Cents | null {
  if (!/^\d+(\.\d{1,2})?$/.test(value.trim())) return null;
  return Math.round(Number(value) * 100);
}
