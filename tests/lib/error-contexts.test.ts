import { errorKey, type ErrorContext } from '@/lib/error-messages';
import { loadResources } from '../utils/i18n';

/**
 * The screens that say a code in their own words, where the catalogue's would mislead
 * (docs/decisions.md "Mock backend": 180 for refused changes, 121 above cash minus reserve).
 */
const REWORDED: [ErrorContext, number, string][] = [
  ['withdraw', 121, 'errors:withdrawableChanged'],
  ['campaignDeposit', 180, 'errors:campaignUnavailable'],
  ['freeSpinCancel', 180, 'errors:freeSpinUnavailable'],
  ['loyaltyConvert', 180, 'errors:notEnoughPoints'],
  ['limitConfirm', 180, 'errors:noPendingLimitChange'],
  // "The email or password is wrong" and "the payment provider could not process the payment" misled.
  ['bankLogin', 104, 'errors:bankLoginFailed'],
  ['bankLogin', 119, 'errors:bankLoginTimedOut'],
];

describe('codes said in a screen’s own words', () => {
  it.each(REWORDED)('%s says %i as %s, in fi, en and et', (context, code, key) => {
    expect(errorKey(code, context)).toBe(key);
    const name = key.replace('errors:', '');
    const texts = (['fi', 'en', 'et'] as const).map((locale) => loadResources(locale).errors?.[name]);
    for (const text of texts) expect(text).toEqual(expect.any(String));
    expect(new Set(texts).size).toBe(3);
  });

  it.each(REWORDED)('%s leaves the other codes, and %i elsewhere, to the catalogue', (context, code) => {
    expect(errorKey(code)).not.toBe(errorKey(code, context));
    expect(errorKey(127, context)).toBe(errorKey(127));
    expect(errorKey(999, context)).toBe('errors:unexpected');
  });
});
