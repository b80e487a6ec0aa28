import fc from 'fast-check';
import { BYTE_STEP, byteUnit, formatBytes, LARGEST_UNIT } from '@/lib/format-bytes';
import type { Locale } from '@/routes/href';

const LOCALES: readonly Locale[] = ['fi', 'en', 'et'];
const TAGS: Record<Locale, string> = { fi: 'fi-FI', en: 'en-IE', et: 'et-EE' };
/** ICU's units, which name nothing past petabytes. */
const ICU_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;
const SYMBOLS: Record<Locale, readonly string[]> = {
  fi: ['t', 'kt', 'Mt', 'Gt', 'Tt', 'Pt', 'Et', 'Zt', 'Yt'],
  en: ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'],
  et: ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'],
};

const sizes = fc.oneof(
  fc.integer({ min: 0, max: 1023 }),
  // Sizes are whole bytes: a file has no half byte.
  fc.integer({ min: 0, max: LARGEST_UNIT }).chain((unit) => fc.double({ min: BYTE_STEP ** unit, max: BYTE_STEP ** (unit + 1) * 0.9999, noNaN: true }).map(Math.floor)),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
);
const locales = fc.constantFrom(...LOCALES);

describe('formatBytes (spec 9: units up to YB)', () => {
  it('writes the examples of spec 5 and 9 in each locale', () => {
    expect(formatBytes(2_097_152, 'en')).toBe('2\u00a0MB');
    expect(formatBytes(2_097_152, 'fi')).toBe('2\u00a0Mt');
    expect(formatBytes(2_097_152, 'et')).toBe('2\u00a0MB');
    expect(formatBytes(3_250_586, 'en')).toBe('3.1\u00a0MB');
    expect(formatBytes(3_250_586, 'fi')).toBe('3,1\u00a0Mt');
    expect(formatBytes(0, 'en')).toBe('0\u00a0B');
    expect(formatBytes(1023, 'fi')).toBe('1\u00a0023\u00a0t');
    expect(formatBytes(1023, 'et')).toBe('1023\u00a0B');
    expect(formatBytes(1024, 'en')).toBe('1\u00a0kB');
    expect(formatBytes(BYTE_STEP ** 8, 'en')).toBe('1\u00a0YB');
    expect(formatBytes(BYTE_STEP ** 8 * 1500, 'en')).toBe('1,500\u00a0YB');
    expect(formatBytes(BYTE_STEP ** 8 * 1500, 'et')).toBe('1500\u00a0YB');
    expect(formatBytes(BYTE_STEP ** 8 * 15_000, 'et')).toBe('15\u00a0000\u00a0YB');
  });

  it('moves to the next unit when rounding reaches 1024 (1023.96 kB is 1 MB)', () => {
    expect(formatBytes(1_048_535, 'en')).toBe('1\u00a0MB');
    expect(byteUnit(1_048_535)).toEqual({ unit: 2, value: 1 });
  });

  it('writes a size to the byte when asked', () => {
    expect(formatBytes(2_097_153, 'en', { exact: true })).toBe('2,097,153\u00a0B');
    expect(formatBytes(2_097_153, 'fi', { exact: true })).toBe('2\u00a0097\u00a0153\u00a0t');
  });

  it('picks the largest unit that keeps the value at 1 or more, and below 1024 but in YB (property)', () => {
    fc.assert(
      fc.property(sizes, (bytes) => {
        const { unit, value } = byteUnit(bytes);
        // The unit's step is reached (or nearly: 1023.96 kB rounds up to 1 MB) and the next one is not.
        if (unit > 0) expect(bytes).toBeGreaterThanOrEqual(BYTE_STEP ** unit * 0.99995);
        if (unit < LARGEST_UNIT) expect(bytes).toBeLessThan(BYTE_STEP ** (unit + 1));
        if (unit > 0) expect(value).toBeGreaterThanOrEqual(1);
        if (unit < LARGEST_UNIT) expect(value).toBeLessThan(BYTE_STEP);
        // The shown value is the size within half a tenth of the unit.
        if (unit > 0) expect(Math.abs(value - bytes / BYTE_STEP ** unit)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });

  it('writes the number as ICU does for the locale, and the unit symbol (property)', () => {
    fc.assert(
      fc.property(sizes, locales, (bytes, locale) => {
        const { unit, value } = byteUnit(bytes);
        const number = new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 1 }).format(value);
        expect(formatBytes(bytes, locale)).toBe(`${number}\u00a0${SYMBOLS[locale][unit]}`);
      }),
    );
  });

  it('equals ICU\'s own unit formatting from kilobytes to petabytes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.double({ min: 1, max: 1023.9, noNaN: true }), locales, (unit, inUnit, locale) => {
        const bytes = inUnit * BYTE_STEP ** unit;
        const shown = byteUnit(bytes);
        fc.pre(shown.unit === unit);
        const icu = new Intl.NumberFormat(TAGS[locale], { style: 'unit', unit: ICU_UNITS[unit], maximumFractionDigits: 1 }).format(shown.value);
        expect(formatBytes(bytes, locale)).toBe(icu.replace(/ /g, '\u00a0'));
      }),
    );
  });
});
