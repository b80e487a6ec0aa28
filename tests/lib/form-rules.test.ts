import * as z from 'zod/mini';
import { loginSchema } from '@/features/session/login-schema';
import { registrationSchema } from '@/features/session/registration-schema';
import { passwordsMatch, requiredField } from '@/lib/form-rules';

/** Each issue as path → message. */
function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]);
}

describe('requiredField', () => {
  it('refuses only an empty value, with forms:requiredField', () => {
    expect(issuesOf(requiredField().safeParse(''))).toEqual([['', 'forms:requiredField']]);
    expect(requiredField().safeParse('x').success).toBe(true);
  });

  it('keeps what was typed: a password is sent as it was typed', () => {
    expect(requiredField().parse(' salasana ')).toBe(' salasana ');
    expect(loginSchema.parse({ email: ' regular@kasino.test ', password: ' salasana ' })).toEqual({ email: 'regular@kasino.test', password: ' salasana ' });
  });
});

describe('passwordsMatch', () => {
  const schema = z.object({ password: z.string(), confirmPassword: z.string(), other: z.string() }).check(passwordsMatch());

  it('puts forms:passwordMismatch at the confirmation when the two differ', () => {
    expect(issuesOf(schema.safeParse({ password: 'Salasana-1', confirmPassword: 'Salasana-2', other: '' }))).toEqual([['confirmPassword', 'forms:passwordMismatch']]);
    expect(schema.safeParse({ password: 'Salasana-1', confirmPassword: 'Salasana-1', other: '' }).success).toBe(true);
  });

  it('is the registration’s rule, beside its date rules', () => {
    const today = new Date('2026-06-01T00:00:00Z');
    const values = {
      email: 'uusi@kasino.test',
      password: 'Salasana-1',
      confirmPassword: 'Salasana-2',
      nickName: 'Uusipelaaja',
      firstName: 'Uusi',
      lastName: 'Pelaaja',
      birthDate: '1990-01-01',
      country: 'FIN',
      address: 'Katu 1',
      houseNumber: '',
      zipCode: '00100',
      city: 'Helsinki',
      phoneNumber: '+358401234567',
      promoCode: '',
      ageChecked: true,
      policyChecked: true,
      privacyPolicyChecked: true,
    };
    expect(issuesOf(registrationSchema(today).safeParse(values))).toEqual([['confirmPassword', 'forms:passwordMismatch']]);
    expect(issuesOf(registrationSchema(today).safeParse({ ...values, confirmPassword: 'Salasana-1', birthDate: '2010-01-01' }))).toEqual([['birthDate', 'forms:tooYoungFIN']]);
  });
});
