import fc from 'fast-check';
import { detectLocale } from '@/routes/detect-locale';

describe('detectLocale', () => {
  it('uses the NEXT_LOCALE cookie first', () => {
    expect(detectLocale('et', 'en-GB,en;q=0.9')).toBe('et');
  });
  it('then Accept-Language by q-value', () => {
    expect(detectLocale(undefined, 'de-DE,de;q=0.9,et;q=0.5,en;q=0.8')).toBe('en');
    expect(detectLocale(undefined, 'et-EE')).toBe('et');
    expect(detectLocale(undefined, 'sv-FI,fi;q=0.7')).toBe('fi');
    expect(detectLocale('xx', 'en;q=0, et')).toBe('et');
  });
  it('then Finnish', () => {
    expect(detectLocale(undefined, undefined)).toBe('fi');
    expect(detectLocale(undefined, 'de,sv')).toBe('fi');
    expect(detectLocale('default', '')).toBe('fi');
  });
  it('always answers a site locale (property)', () => {
    fc.assert(fc.property(fc.option(fc.string()), fc.option(fc.string()), (cookie, header) => {
      expect(['fi', 'en', 'et']).toContain(detectLocale(cookie ?? undefined, header));
    }));
  });
});
