import fc from 'fast-check';
import {
  emailChangeSchema,
  marketingSchema,
  passwordChangeSchema,
  phoneSchema,
  shortCodeSchema,
  userDataSchema,
  type UserDataValues,
} from '@/features/account/settings/settings-schemas';
import { isPlayerTextField, isValidPlayerField, PLAYER_TEXT_FIELDS, USER_DATA_FIELDS } from '@/lib/rules/account';
import { PASSWORD_CHARS } from '@/lib/validation';

/** The messages (translation keys) a schema gives, by field. */
function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) {
  const parsed = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const GOOD_USER: UserDataValues = { nickName: 'Onnenpekka', firstName: 'Pekka', lastName: 'Onnekas', address: 'Esimerkkikatu 5', zipCode: '00100', city: 'Helsinki' };
const user = (change: Partial<UserDataValues>) => errorsOf(userDataSchema, { ...GOOD_USER, ...change });

const ALLOWED = [...'abcXYZ0189.!#$%&\'*+/=?^_`{|}~-'];
const allowedPassword = (min: number, max: number) => fc.array(fc.constantFrom(...ALLOWED), { minLength: min, maxLength: max }).map((cs) => cs.join(''));
const passwords = (oldPassword: string, password: string, confirmPassword = password) => errorsOf(passwordChangeSchema, { oldPassword, password, confirmPassword });

describe('the user-data form (spec 5, 7.1 updateFields)', () => {
  it('takes good details', () => {
    expect(user({})).toEqual({});
  });

  it('requires every field', () => {
    for (const field of USER_DATA_FIELDS) expect(user({ [field]: '   ' })).toEqual({ [field]: 'forms:requiredField' });
  });

  it('takes a nickname of 3 to 20 characters and nothing else (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aäbZ09_-'), minLength: 1, maxLength: 30 }), (nick) => {
        const ok = nick.length >= 3 && nick.length <= 20;
        expect(user({ nickName: nick })).toEqual(ok ? {} : { nickName: 'forms:nickLength' });
      }),
    );
  });

  it('takes names, address and city up to 50 characters (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('firstName', 'lastName', 'address', 'city'), fc.integer({ min: 1, max: 80 }), (field, length) => {
        expect(user({ [field]: 'x'.repeat(length) })).toEqual(length <= 50 ? {} : { [field]: 'forms:tooLong' });
      }),
    );
  });

  it('takes a postal code of exactly five digits', () => {
    for (const ok of ['00100', '10111', ' 33100 ']) expect(user({ zipCode: ok })).toEqual({});
    for (const bad of ['0010', '001000', 'FI-00100', '00 100', 'abcde']) expect(user({ zipCode: bad })).toEqual({ zipCode: 'forms:invalidZip' });
  });
});

describe('the password change (spec 5 "Change password")', () => {
  it('wants all three and says which is missing', () => {
    expect(passwords('', '', '')).toEqual({ oldPassword: 'forms:requiredField', password: 'forms:requiredField', confirmPassword: 'forms:requiredField' });
  });

  it('takes new passwords longer than 6 characters of the allowed characters only (property)', () => {
    fc.assert(
      fc.property(allowedPassword(1, 20), (password) => {
        const expected = password.length > 6 ? {} : { password: 'forms:passwordShort', confirmPassword: 'forms:passwordShort' };
        expect(passwords('Kasino-2026', password)).toEqual(expected);
      }),
    );
  });

  it('takes a current password of any length of the allowed characters: one made under the spec\'s "at least 6" can still be changed (property)', () => {
    fc.assert(
      fc.property(allowedPassword(1, 20), (current) => {
        expect(passwords(current, 'Uusi-salasana1')).toEqual({});
      }),
    );
  });

  it('refuses a character outside the allowed set in any of the three (property)', () => {
    fc.assert(
      fc.property(allowedPassword(7, 12), fc.constantFrom(' ', 'ä', '"', '(', '\\', ',', ';', '€'), fc.constantFrom('oldPassword', 'password'), (base, bad, field) => {
        const value = `${base}${bad}`;
        expect(PASSWORD_CHARS.test(value)).toBe(false);
        const values = { oldPassword: base, password: base, confirmPassword: base, [field]: value };
        if (field === 'password') values.confirmPassword = value;
        const errors = errorsOf(passwordChangeSchema, values);
        expect(errors[field]).toBe('forms:passwordChars');
      }),
    );
  });

  it('wants the new password twice alike (passwordMismatch at the confirmation)', () => {
    expect(passwords('Kasino-2026', 'Uusi-salasana1', 'Uusi-salasana2')).toEqual({ confirmPassword: 'forms:passwordMismatch' });
    expect(passwords('Kasino-2026', 'Uusi-salasana1')).toEqual({});
  });
});

describe('email, phone, SMS code and marketing', () => {
  it('takes an email of local part, @ and domain', () => {
    for (const ok of ['a@b.fi', 'pekka.onnekas+kasino@example.com']) expect(errorsOf(emailChangeSchema, { email: ok })).toEqual({});
    for (const bad of ['a@b', 'a.b.fi', '@b.fi', 'a b@c.fi']) expect(errorsOf(emailChangeSchema, { email: bad })).toEqual({ email: 'forms:invalidEmail' });
    expect(errorsOf(emailChangeSchema, { email: '' })).toEqual({ email: 'forms:requiredField' });
  });

  it('takes a phone number of a plus sign and 3 to 15 digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 }), fc.boolean(), (digits, plus) => {
        const ok = plus && digits.length >= 3 && digits.length <= 15;
        expect(errorsOf(phoneSchema, { phoneNumber: `${plus ? '+' : ''}${digits}` })).toEqual(ok ? {} : { phoneNumber: 'forms:invalidPhone' });
      }),
    );
  });

  it('takes a confirmation code (text message or email) of 4 to 8 digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789a'), minLength: 1, maxLength: 10 }), (code) => {
        const ok = /^\d+$/.test(code) && code.length >= 4 && code.length <= 8;
        expect(errorsOf(shortCodeSchema, { code })).toEqual(ok ? {} : { code: 'forms:invalidCode' });
      }),
    );
    expect(errorsOf(shortCodeSchema, { code: '' })).toEqual({ code: 'forms:requiredField' });
  });

  it('takes any pair of marketing choices', () => {
    for (const receiveEmail of [true, false]) for (const receiveSms of [true, false]) expect(errorsOf(marketingSchema, { receiveEmail, receiveSms })).toEqual({});
  });
});

describe('the backend refuses what the forms refuse (src/lib/rules/account.ts)', () => {
  it('names the updateFields text fields of spec 7.1', () => {
    expect(PLAYER_TEXT_FIELDS).toEqual(['email', 'phoneNumber', 'nickName', 'firstName', 'lastName', 'address', 'zipCode', 'city']);
    expect(isPlayerTextField('city')).toBe(true);
    expect(isPlayerTextField('receiveSms')).toBe(false);
  });

  it('agrees with the form for every user-data field (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...USER_DATA_FIELDS), fc.string({ unit: fc.constantFrom(...'ab1 0'), maxLength: 60 }), (field, value) => {
        const trimmed = value.trim();
        expect(isValidPlayerField(field, trimmed)).toBe(user({ [field]: trimmed })[field] === undefined);
      }),
    );
  });

  it('refuses untrimmed text as sent', () => {
    expect(isValidPlayerField('city', ' Helsinki')).toBe(false);
    expect(isValidPlayerField('email', 'a@b.fi')).toBe(true);
  });
});
