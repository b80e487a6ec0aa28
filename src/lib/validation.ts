/** The validation rules of spec 5, shared by the forms and the mock backend. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_CHARS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
/** Spec 5: "longer than 6 characters (passwordShort), at least 6 characters" — the stricter rule wins. */
export const PASSWORD_MIN_LENGTH = 7;
export const PHONE_PATTERN = /^\+\d{3,15}$/;
export const PHONE_MAX_LENGTH = 16;
/** Nicknames: 3 to 20 characters (the backend's nickname check). */
export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 20;
/** Names, street address and city: at most this many characters (docs/decisions.md "Account"). */
export const TEXT_MAX_LENGTH = 50;
/** Finnish and Estonian postal codes are five digits; the players are in Finland or Estonia. */
export const ZIP_PATTERN = /^\d{5}$/;
/** The code of a verification SMS: digits only (the mock sends four). */
export const SMS_CODE_PATTERN = /^\d{4,8}$/;

export type Country = 'FIN' | 'EST';

/** Adults only: 18 in Finland, 21 in Estonia (DESIGN.md). */
export const MINIMUM_AGE: Record<Country, number> = { FIN: 18, EST: 21 };

/** A day first (15.3.1990, 15/03/1990, 15-03-1990, "15 3 1990", 15,03,1990), as people in Finland and Estonia write a date. */
const DAY_FIRST = /^(\d{1,2})[./\-\s,]+(\d{1,2})[./\-\s,]+(\d{4})$/;
/** The same as eight digits (15031990): a phone's number pad has no full stop. */
const DAY_FIRST_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
/** ISO (1990-03-15): what a browser's autofill or a paste may bring. */
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** A typed date as ISO yyyy-mm-dd, or null when it is no real day in one of the forms above. */
export function isoDateOf(typed: string): string | null {
  const text = typed.trim();
  const dayFirst = DAY_FIRST.exec(text) ?? DAY_FIRST_DIGITS.exec(text);
  const iso = dayFirst ? null : ISO_DAY.exec(text);
  const parts = dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole years between an ISO birth date (yyyy-mm-dd) and today, or null for an invalid date. */
export function ageOn(birthDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (date.getTime() > today.getTime()) return null;
  let age = today.getUTCFullYear() - year;
  if ((today.getUTCMonth() + 1) * 100 + today.getUTCDate() < month * 100 + day) age -= 1;
  return age;
}
