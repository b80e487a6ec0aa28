import fc from 'fast-check';
import { formatAmount } from '@/lib/format-amount';
import { cents } from '@/lib/money';

const TAGS = { fi: 'fi-FI', en: 'en-IE', et: 'et-EE' } as const;

describe('formatAmount (a sum moved or used)', () => {
  it('writes whole euros bare and any cents with both digits, never one', () => {
    expect(formatAmount(cents(1250), 'en')).toBe('€12.50');
    expect(formatAmount(cents(1250), 'fi')).toBe('12,50\u00a0€');
    expect(formatAmount(cents(1250), 'et')).toBe('12,50\u00a0€');
    expect(formatAmount(cents(5000), 'en')).toBe('€50');
    expect(formatAmount(cents(100001), 'fi')).toBe('1\u00a0000,01\u00a0€');
    expect(formatAmount(cents(990), 'en', 'SEK')).toBe('9.90 SEK');
  });

  it("is Intl's EUR with 0 decimals for whole euros and exactly 2 otherwise, in every locale", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom('fi', 'en', 'et') as fc.Arbitrary<keyof typeof TAGS>, (amount, locale) => {
        const digits = amount % 100 === 0 ? 0 : 2;
        const intl = new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount / 100);
        expect(formatAmount(cents(amount), locale)).toBe(intl);
      }),
    );
  });
});
