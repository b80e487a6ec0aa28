import fc from 'fast-check';
import { formatDecimal } from '@/lib/format-numeric';

const TAGS = { fi: 'fi-FI', en: 'en-IE', et: 'et-EE' } as const;
const locales = Object.keys(TAGS) as (keyof typeof TAGS)[];

const intl = (value: number, locale: keyof typeof TAGS) => new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 2 }).format(value);

describe('formatDecimal (wagering factors)', () => {
  it('writes the decimal comma of Finnish and Estonian, and groups as each locale does', () => {
    expect(formatDecimal(2.5, 'fi')).toBe('2,5');
    expect(formatDecimal(2.5, 'et')).toBe('2,5');
    expect(formatDecimal(2.5, 'en')).toBe('2.5');
    expect(formatDecimal(30, 'fi')).toBe('30');
    expect(formatDecimal(12_500.25, 'fi')).toBe('12\u00a0500,25');
    expect(formatDecimal(1_234.5, 'et')).toBe('1234,5');
    expect(formatDecimal(12_500, 'en')).toBe('12,500');
  });

  it('equals Intl with at most two decimals, for numbers of up to three decimals and every locale', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1e12 })), fc.constantFrom(...locales), (thousandths, locale) => {
        const value = thousandths / 1000;
        expect(formatDecimal(value, locale)).toBe(intl(value, locale));
      }),
    );
  });
});
