import fc from 'fast-check';
import {
  affiliateBanner,
  affiliateReference,
  DEFAULT_AFFILIATE_REFERENCE,
  parseAffiliateReference,
  type AffiliateBannerInput,
} from '@/lib/rules/affiliate';

const REFERENCE_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-';
const validReference = fc.string({ unit: fc.constantFrom(...REFERENCE_CHARS), minLength: 1, maxLength: 64 });

describe('the affiliate reference (spec 9)', () => {
  it('keeps every plain reference of 1 to 64 characters as it is', () => {
    fc.assert(fc.property(validReference, (reference) => parseAffiliateReference(reference) === reference && affiliateReference(reference) === reference));
  });

  it('ignores anything that is not a plain reference, and the default stands in', () => {
    const unsafe = fc.tuple(validReference, fc.constantFrom('<', '>', '"', "'", ';', '=', '/', '\\', ' x', '%', '&', '\n', 'ä'), validReference).map(([a, bad, b]) => a + bad + b);
    fc.assert(fc.property(unsafe, (raw) => parseAffiliateReference(raw) === null && affiliateReference(raw) === DEFAULT_AFFILIATE_REFERENCE));
    expect(parseAffiliateReference('a'.repeat(65))).toBeNull();
    expect(parseAffiliateReference('')).toBeNull();
    expect(parseAffiliateReference(null)).toBeNull();
    expect(affiliateReference(undefined)).toBe('1');
    expect(parseAffiliateReference('  nordicbonus ')).toBe('nordicbonus');
  });
});

describe('the affiliate banner decision (spec 4)', () => {
  const statuses = ['unknown', 'loggedIn', 'loggedOut'] as const;
  const cases: AffiliateBannerInput[] = statuses.flatMap((loginStatus) =>
    [false, true].flatMap((shownBefore) =>
      [false, true].flatMap((onGamePage) =>
        [false, true].flatMap((modalOpen) => [null, 'nordicbonus', '<bad>'].map((kept) => ({ loginStatus, shownBefore, onGamePage, modalOpen, kept }))),
      ),
    ),
  );

  it.each(cases)('%o', (input) => {
    const decision = affiliateBanner(input);
    if (input.loginStatus === 'unknown') expect(decision).toEqual({ show: false, why: 'session-unknown' });
    else if (input.loginStatus === 'loggedIn') expect(decision).toEqual({ show: false, why: 'player' });
    else if (input.shownBefore) expect(decision).toEqual({ show: false, why: 'shown' });
    else if (input.onGamePage) expect(decision).toEqual({ show: false, why: 'game-page' });
    else if (input.modalOpen) expect(decision).toEqual({ show: false, why: 'modal-open' });
    else expect(decision).toEqual({ show: true, reference: input.kept === 'nordicbonus' ? 'nordicbonus' : '1' });
  });
});
