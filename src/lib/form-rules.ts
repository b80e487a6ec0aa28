import * as z from 'zod/mini';
import { EMAIL_PATTERN, PASSWORD_CHARS, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH, PHONE_PATTERN } from './validation';

/** zod/mini field rules for the forms; messages are translation keys (spec 5, 8). */
export const requiredText = () => z.string().check(z.trim(), z.minLength(1, 'forms:requiredField'));

export const emailField = () =>
  z.string().check(z.trim(), z.minLength(1, 'forms:requiredField'), z.regex(EMAIL_PATTERN, 'forms:invalidEmail'));

export const passwordField = () =>
  z.string().check(
    z.minLength(1, 'forms:requiredField'),
    z.minLength(PASSWORD_MIN_LENGTH, 'forms:passwordShort'),
    z.regex(PASSWORD_CHARS, 'forms:passwordChars'),
  );

export const phoneField = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'forms:requiredField'),
    z.maxLength(PHONE_MAX_LENGTH, 'forms:invalidPhone'),
    z.regex(PHONE_PATTERN, 'forms:invalidPhone'),
  );

export const mustAccept = () => z.boolean().check(z.refine((v) => v, 'forms:mustAccept'));
