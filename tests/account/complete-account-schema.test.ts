import fc from 'fast-check';
import { completeAccountSchema, validPhone } from '@/features/account/auto/complete-account-schema';
import { COUNTRY_CODES, internationalNumber } from '@/lib/country-codes';

const GOOD = { nickName: 'Pankkipelaaja', email: 'niko@example.fi', dialCode: '+358', phone: '401234567', password: 'Salasana-1', confirmPassword: 'Salasana-1' };

/** The first message the schema gives for each field, as the form shows it. */
function errors(values: Partial<typeof GOOD>): Record<string, string> {
  const result = completeAccountSchema.safeParse({ ...GOOD, ...values });
  if (result.success) return {};
  return Object.fromEntries([...result.error.issues].reverse().map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the complete-account form (spec 5)', () => {
  it('takes good values', () => {
    expect(errors({})).toEqual({});
  });

  it('requires every field with validateField', () => {
    for (const field of ['nickName', 'email', 'phone', 'password', 'confirmPassword'] as const) {
      expect(errors({ [field]: '' })[field]).toBe('auth:login.errors.validateField');
    }
    expect(errors({ nickName: '   ' }).nickName).toBe('auth:login.errors.validateField');
  });

  it('checks the email pattern, the password rules and that the passwords match', () => {
    expect(errors({ email: 'niko@' }).email).toBe('forms:invalidEmail');
    expect(errors({ password: 'Lyhyt1', confirmPassword: 'Lyhyt1' }).password).toBe('forms:passwordShort');
    expect(errors({ password: 'Salasana 1', confirmPassword: 'Salasana 1' }).password).toBe('forms:passwordChars');
    expect(errors({ confirmPassword: 'Salasana-2' }).confirmPassword).toBe('forms:passwordMismatch');
  });

  it('takes digits only for the phone, and dial code plus number of at most 16 characters', () => {
    expect(errors({ phone: '40 123' }).phone).toBe('forms:phoneDigits');
    expect(errors({ phone: '+358401' }).phone).toBe('forms:phoneDigits');
    expect(errors({ phone: '4012345678901' }).phone).toBe('forms:invalidPhone'); // +358 and 13 digits: 17 characters
    expect(errors({ phone: '401234567890' })).toEqual({}); // 16 characters
    expect(errors({ dialCode: '+999' }).dialCode).toBe('auth:login.errors.validateField');
  });

  it('a national number with its trunk 0 is the same number', () => {
    expect(internationalNumber('+358', '0401234567')).toBe('+358401234567');
    expect(errors({ phone: '0401234567' })).toEqual({});
  });

  it('the phone rule is the spec\'s over every dial code and length', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES.map((c) => c.dialCode)), fc.stringMatching(/^[1-9]\d{0,16}$/), (dialCode, number) => {
        const full = `${dialCode}${number}`;
        expect(validPhone(dialCode, number)).toBe(full.length <= 16 && /^\+\d{3,15}$/.test(full));
      }),
    );
  });

  it('lists Finland and Estonia first, each entry with name, dial code and code', () => {
    expect(COUNTRY_CODES.slice(0, 2).map((c) => c.dialCode)).toEqual(['+358', '+372']);
    for (const entry of COUNTRY_CODES) expect(entry).toEqual({ name: expect.any(String), dialCode: expect.stringMatching(/^\+\d+$/), code: expect.stringMatching(/^[A-Z]{2}$/) });
    expect(new Set(COUNTRY_CODES.map((c) => c.code)).size).toBe(COUNTRY_CODES.length);
  });
});
