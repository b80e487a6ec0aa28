import { displayedCode, ERROR_KEYS, errorKey, hasWithdrawNote, isActivationError } from '@/lib/error-messages';
import { loadResources } from '../utils/i18n';

const SPEC_CODES = [100, 104, 107, 110, 108, 109, 111, 114, 115, 117, 119, 121, 122, 125, 127, 129, 131, 132, 155, 214, 215, 160, 180, 181, 183, 195, 196, 209, 210, 213, 217, 219, 231, 232, 234, 235, 260, 237, 238, 258, 429, 1001];

describe('error catalogue (spec 8)', () => {
  it.each(SPEC_CODES)('code %i has a message in fi, en and et', (code) => {
    const key = errorKey(code).replace('errors:', '');
    expect(ERROR_KEYS[code]).toBeDefined();
    for (const locale of ['fi', 'en', 'et'] as const) expect(loadResources(locale).errors?.[key]).toEqual(expect.any(String));
  });

  it('groups the codes the spec groups', () => {
    expect(new Set([104, 107, 110].map((c) => errorKey(c))).size).toBe(1);
    expect(new Set([155, 214, 215].map((c) => errorKey(c))).size).toBe(1);
    expect(new Set([235, 260].map((c) => errorKey(c))).size).toBe(1);
    expect(errorKey(195)).toBe(errorKey(196));
  });

  it('maps any other code to the unexpected error', () => {
    expect(errorKey(999)).toBe('errors:unexpected');
    expect(errorKey(-1)).toBe('errors:unexpected');
  });

  it('shows 104 as 196 in the account-completion modal', () => {
    expect(displayedCode(104, 'accountCompletion')).toBe(196);
    expect(errorKey(104, 'accountCompletion')).toBe('errors:validateField');
    expect(displayedCode(104)).toBe(104);
  });

  it('shows 115 as 108 in the new-customer deposit', () => {
    expect(displayedCode(115, 'newCustomerDeposit')).toBe(108);
    expect(errorKey(115, 'newCustomerDeposit')).toBe('errors:blocked');
  });

  it('reads 109 as a wrong old password in the password panel', () => {
    expect(errorKey(109, 'passwordPanel')).toBe('errors:wrongOldPassword');
    expect(errorKey(109)).toBe('errors:wrongBirthday');
  });

  it('highlights 210 and 114, and notes 235/260 on withdraw init', () => {
    expect([210, 114, 104].map(isActivationError)).toEqual([true, true, false]);
    expect(hasWithdrawNote(235, 'withdrawInit')).toBe(true);
    expect(hasWithdrawNote(235, 'default')).toBe(false);
  });
});
