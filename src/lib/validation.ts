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
