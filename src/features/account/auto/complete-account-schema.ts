import * as z from 'zod/mini';
import { COUNTRY_CODES, internationalNumber } from '@/lib/country-codes';
import { passwordsMatch } from '@/lib/form-rules';
import { EMAIL_PATTERN, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, PASSWORD_CHARS, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH, PHONE_PATTERN } from '@/lib/validation';

/** Spec 5 "Account completion": every field is required with this key (the other forms say forms:requiredField). */
const REQUIRED = 'auth:login.errors.validateField';
const required = () => z.string().check(z.trim(), z.minLength(1, REQUIRED));
const DIAL_CODES = COUNTRY_CODES.map((c) => c.dialCode);

/** Spec 5: the dial code plus the number is at most 16 characters and a valid international number. */
export const validPhone = (dialCode: string, number: string): boolean => {
  const full = internationalNumber(dialCode, number);
  return full.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(full);
};

/**
 * The complete-account form (spec 5): nickname, email, phone (a dial code and digits) and a
 * password with its confirmation. The server validates nickname, email and phone again.
 */
export const completeAccountSchema = z
  .object({
    nickName: required().check(z.minLength(NICKNAME_MIN_LENGTH, 'forms:nickLength'), z.maxLength(NICKNAME_MAX_LENGTH, 'forms:nickLength')),
    email: required().check(z.regex(EMAIL_PATTERN, 'forms:invalidEmail')),
    dialCode: z.string().check(z.refine((code) => DIAL_CODES.includes(code), REQUIRED)),
    phone: required().check(z.regex(/^\d+$/, 'forms:phoneDigits')),
    password: z.string().check(z.minLength(1, REQUIRED), z.minLength(PASSWORD_MIN_LENGTH, 'forms:passwordShort'), z.regex(PASSWORD_CHARS, 'forms:passwordChars')),
    confirmPassword: z.string().check(z.minLength(1, REQUIRED)),
  })
  .check(
    passwordsMatch(),
    z.refine((v) => !/^\d+$/.test(v.phone) || validPhone(v.dialCode, v.phone), { message: 'forms:invalidPhone', path: ['phone'] }),
  );

export type CompleteAccountValues = z.infer<typeof completeAccountSchema>;
