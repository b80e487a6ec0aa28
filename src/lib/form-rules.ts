import * as z from 'zod/mini';
import {
  EMAIL_PATTERN,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_CHARS,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  SMS_CODE_PATTERN,
  TEXT_MAX_LENGTH,
  ZIP_PATTERN,
  isoDateOf,
} from './validation';

/** zod/mini field rules for the forms; messages are translation keys (spec 5, 8). */

/**
 * A field that must not be left empty, kept as typed (not trimmed: a password is sent as it
 * was typed; a date field's value has no spaces).
 */
export const requiredField = () => z.string().check(z.minLength(1, 'forms:requiredField'));

/** A required name, street address or city of at most TEXT_MAX_LENGTH characters. */
export const shortText = () => z.string().check(z.trim(), z.minLength(1, 'forms:requiredField'), z.maxLength(TEXT_MAX_LENGTH, 'forms:tooLong'));

export const nicknameField = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'forms:requiredField'),
    z.minLength(NICKNAME_MIN_LENGTH, 'forms:nickLength'),
    z.maxLength(NICKNAME_MAX_LENGTH, 'forms:nickLength'),
  );

export const zipField = () => z.string().check(z.trim(), z.minLength(1, 'forms:requiredField'), z.regex(ZIP_PATTERN, 'forms:invalidZip'));

export const smsCodeField = () => z.string().check(z.trim(), z.minLength(1, 'forms:requiredField'), z.regex(SMS_CODE_PATTERN, 'forms:invalidCode'));

export const emailField = () =>
  z.string().check(z.trim(), z.minLength(1, 'forms:requiredField'), z.regex(EMAIL_PATTERN, 'forms:invalidEmail'));

export const passwordField = () =>
  z.string().check(
    z.minLength(1, 'forms:requiredField'),
    z.minLength(PASSWORD_MIN_LENGTH, 'forms:passwordShort'),
    z.regex(PASSWORD_CHARS, 'forms:passwordChars'),
  );

/**
 * The password a player has now (spec 5 "Change password": it matches the password pattern).
 * No length rule: our stricter minimum is for new passwords, and an account made under the
 * spec's "at least 6 characters" must still be able to change its password; a wrong one is the
 * backend's 109.
 */
export const currentPasswordField = () =>
  z.string().check(z.minLength(1, 'forms:requiredField'), z.regex(PASSWORD_CHARS, 'forms:passwordChars'));

/**
 * A phone number of spec 5 (a plus sign and 3 to 15 digits, at most PHONE_MAX_LENGTH), checked
 * and sent without the spaces, hyphens and brackets people type into one ("+372 5123 4567").
 */
export const phoneField = () =>
  z.string().check(
    z.overwrite((typed) => typed.replace(/[\s()-]/g, '')),
    z.minLength(1, 'forms:requiredField'),
    z.maxLength(PHONE_MAX_LENGTH, 'forms:invalidPhone'),
    z.regex(PHONE_PATTERN, 'forms:invalidPhone'),
  );

/**
 * A date of birth as typed (day first: 15.3.1990, or ISO from autofill), checked as a real day
 * and sent as ISO yyyy-mm-dd; the field keeps what was typed. A text field, not a date input:
 * Chromium shows a date input in the browser's language (mm/dd/yyyy on a Finnish page in an
 * English browser), and a birth date is typed rather than picked decades back on a calendar.
 */
export const birthDateField = () =>
  z.string().check(
    z.overwrite((typed) => isoDateOf(typed) ?? typed.trim()),
    z.minLength(1, 'forms:requiredField'),
    z.refine((value) => isoDateOf(value) === value, 'forms:invalidDate'),
  );

export const mustAccept = () => z.boolean().check(z.refine((v) => v, 'forms:mustAccept'));

/** A new password typed twice alike; a mismatch is the confirmation's error. */
export const passwordsMatch = () =>
  z.refine<{ password: string; confirmPassword: string }>((v) => v.password === v.confirmPassword, {
    message: 'forms:passwordMismatch',
    path: ['confirmPassword'],
  });
