import * as z from 'zod/mini';
import { loginSchema } from '@/features/session/login-schema';
import { registrationSchema } from '@/features/session/registration-schema';
import { passwordsMatch, phoneField, requiredField } from '@/lib/form-rules';
import { isValidPlayerField } from '@/lib/rules/account';

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

describe('phoneField', () => {
  it('checks and gives the number without the spaces, hyphens and brackets it was typed with', () => {
    expect(phoneField().parse('+372 5123 4567')).toBe('+37251234567');
    expect(phoneField().parse(' +358 (40) 123-4567 ')).toBe('+358401234567');
    expect(phoneField().parse('+358401234567')).toBe('+358401234567');
  });

  it('keeps the rule on what is left: a plus sign and 3 to 15 digits', () => {
    const message = (typed: string) => issuesOf(phoneField().safeParse(typed)).map(([, m]) => m);
    expect(message('  -  ')[0]).toBe('forms:requiredField');
    for (const bad of ['040 123 4567', '+358 40 123 456 789 01', '+358.40.123', '+358 40a 123']) expect(message(bad)).toContain('forms:invalidPhone');
  });

  it('is what the mock backend holds a sent number to: the cleaned number, not the typed one', () => {
    expect(isValidPlayerField('phoneNumber', '+37251234567')).toBe(true);
    expect(isValidPlayerField('phoneNumber', '+372 5123 4567')).toBe(false);
  });
});
