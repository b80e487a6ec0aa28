import * as z from 'zod/mini';
import { currentPasswordField, emailField, nicknameField, passwordField, passwordsMatch, phoneField, shortText, smsCodeField, zipField } from '@/lib/form-rules';

/** The user-data form (spec 7.1 updateFields, spec 5); email and phone have their own flows. */
export const userDataSchema = z.object({
  nickName: nicknameField(),
  firstName: shortText(),
  lastName: shortText(),
  address: shortText(),
  zipCode: zipField(),
  city: shortText(),
});
export type UserDataValues = z.input<typeof userDataSchema>;

/** Spec 5 "Change password": all three match the password pattern; the new one twice alike. */
export const passwordChangeSchema = z
  .object({ oldPassword: currentPasswordField(), password: passwordField(), confirmPassword: passwordField() })
  .check(passwordsMatch());
export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;

export const emailChangeSchema = z.object({ email: emailField() });
export type EmailChangeValues = z.input<typeof emailChangeSchema>;

export const phoneSchema = z.object({ phoneNumber: phoneField() });
export type PhoneValues = z.input<typeof phoneSchema>;

/** The confirmation code of a text message or an email: one rule (4–8 digits; the backend sends the same kind). */
export const shortCodeSchema = z.object({ code: smsCodeField() });
export type ShortCodeValues = z.input<typeof shortCodeSchema>;

export const marketingSchema = z.object({ receiveEmail: z.boolean(), receiveSms: z.boolean() });
export type MarketingValues = z.input<typeof marketingSchema>;
