import * as z from 'zod/mini';
import { birthDateField, emailField, mustAccept, nicknameField, passwordField, passwordsMatch, phoneField, requiredField, shortText, zipField } from '@/lib/form-rules';
import { ageOn, MINIMUM_AGE } from '@/lib/validation';

/**
 * Registration (spec 7.1 registerPlayer), validated as spec 5 says; adults only (DESIGN.md). Names,
 * street and city by the same rules as the user-details form, so what registers can be edited later.
 */
export function registrationSchema(today: Date) {
  return z
    .object({
      email: emailField(),
      password: passwordField(),
      confirmPassword: requiredField(),
      nickName: nicknameField(),
      firstName: shortText(),
      lastName: shortText(),
      birthDate: birthDateField(),
      country: z.enum(['FIN', 'EST']),
      address: shortText(),
      houseNumber: z.string(),
      zipCode: zipField(),
      city: shortText(),
      phoneNumber: phoneField(),
      promoCode: z.string(),
      ageChecked: mustAccept(),
      policyChecked: mustAccept(),
      privacyPolicyChecked: mustAccept(),
    })
    .check(
      passwordsMatch(),
      z.refine((v) => ageOn(v.birthDate, today) !== null, { message: 'forms:invalidDate', path: ['birthDate'] }),
      z.refine((v) => v.country !== 'FIN' || (ageOn(v.birthDate, today) ?? Infinity) >= MINIMUM_AGE.FIN, {
        message: 'forms:tooYoungFIN',
        path: ['birthDate'],
      }),
      z.refine((v) => v.country !== 'EST' || (ageOn(v.birthDate, today) ?? Infinity) >= MINIMUM_AGE.EST, {
        message: 'forms:tooYoungEST',
        path: ['birthDate'],
      }),
    );
}

export type RegistrationValues = z.infer<ReturnType<typeof registrationSchema>>;
