import fc from 'fast-check';
import { formatCount, formatDecimalDigits, formatDuration, formatMoney } from '@/lib/format';
import { formatLongDate, formatShortDate } from '@/lib/format-date';
import { formatFinnishDateTime } from '@/lib/format-numeric';
import { formatDay } from '@/lib/format-day';

const TAGS = { fi: 'fi-FI', en: 'en-IE', et: 'et-EE' } as const;
const locales = Object.keys(TAGS) as (keyof typeof TAGS)[];

/** What ICU writes (the browser's and the server's Intl), the standard the hand formatter keeps to. */
function intlMoney(cents: number, locale: keyof typeof TAGS, currency: string, fixed: boolean): string {
  const digits = { minimumFractionDigits: fixed ? 2 : 0, maximumFractionDigits: 2 };
  const amount = cents / 100;
  if (currency === 'EUR') return new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency, ...digits }).format(amount);
  return `${new Intl.NumberFormat(TAGS[locale], digits).format(amount)} ${currency}`;
}

describe('formatMoney', () => {
  it('writes euros the way each locale does', () => {
    expect(formatMoney(123456, 'fi', 'EUR', { fixed: true })).toBe('1\u00a0234,56\u00a0€');
    expect(formatMoney(123456, 'en', 'EUR', { fixed: true })).toBe('€1,234.56');
    expect(formatMoney(123456, 'et', 'EUR', { fixed: true })).toBe('1234,56\u00a0€');
    expect(formatMoney(1234567, 'et')).toBe('12\u00a0345,67\u00a0€');
    expect(formatMoney(1000, 'fi')).toBe('10\u00a0€');
    expect(formatMoney(1050, 'en')).toBe('€10.5');
    expect(formatMoney(-250, 'fi', 'EUR', { fixed: true })).toBe('\u22122,50\u00a0€');
    expect(formatMoney(-250, 'en', 'EUR', { fixed: true })).toBe('-€2.50');
    expect(formatMoney(990, 'en', 'SEK')).toBe('9.9 SEK');
  });

  it('equals Intl for every whole number of cents, locale, currency and decimals', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -1e15, max: 1e15 })),
        fc.constantFrom(...locales),
        fc.constantFrom('EUR', 'SEK'),
        fc.boolean(),
        (cents, locale, currency, fixed) => {
          expect(formatMoney(cents, locale, currency, { fixed })).toBe(intlMoney(cents, locale, currency, fixed));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rounds fractions of a cent half away from zero, as Intl does', () => {
    expect(formatMoney(12.5, 'en', 'EUR', { fixed: true })).toBe(intlMoney(12.5, 'en', 'EUR', true));
    expect(formatMoney(-12.5, 'fi', 'EUR', { fixed: true })).toBe(intlMoney(-12.5, 'fi', 'EUR', true));
  });
});

describe('formatDecimalDigits (the marks formatMoney and formatDecimal share)', () => {
  it("groups the whole, drops the fraction's trailing zeros unless fixed, and leaves no mark without a fraction", () => {
    expect(formatDecimalDigits('12500', '50', 'fi')).toBe('12\u00a0500,5');
    expect(formatDecimalDigits('12500', '50', 'en', true)).toBe('12,500.50');
    expect(formatDecimalDigits('1234', '05', 'et')).toBe('1234,05');
    expect(formatDecimalDigits('12345', '00', 'et')).toBe('12\u00a0345');
    expect(formatDecimalDigits('1234', '', 'en')).toBe('1,234');
  });
});

describe('formatDuration', () => {
  it('shows mm:ss under an hour and h:mm:ss from an hour on', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65_000)).toBe('01:05');
    expect(formatDuration(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatDuration(-5)).toBe('00:00');
  });
});

describe('formatDay', () => {
  it('writes a long date the way each locale does', () => {
    expect(formatDay(new Date(2026, 10, 5), 'fi')).toBe('5. marraskuuta 2026');
    expect(formatDay(new Date(2026, 10, 5), 'en')).toBe('5 November 2026');
    expect(formatDay(new Date(2026, 2, 31), 'et')).toBe('31. märts 2026');
  });

  it('equals Intl for every day of a range of years, in every locale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 31 }), fc.constantFrom(...locales), (year, month, day, locale) => {
        const date = new Date(year, month, day);
        expect(formatDay(date, locale)).toBe(new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long' }).format(date));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatCount (loyalty points)', () => {
  it('equals Intl for every whole number and locale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(...locales), (n, locale) => {
        expect(formatCount(n, locale)).toBe(new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 0, roundingMode: 'trunc' }).format(n));
      }),
    );
  });
});

describe('formatFinnishDateTime (free-spin expiry, spec 9)', () => {
  it("is fi-FI's numeric date and time without its 'klo', for any moment", () => {
    const finnish = new Intl.DateTimeFormat('fi-FI', { day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (date) => {
        expect(formatFinnishDateTime(date)).toBe(finnish.format(date).replace(' klo ', ' '));
      }),
    );
  });
});

describe('formatLongDate and formatShortDate (lists, notices)', () => {
  const date = new Date(2026, 10, 26, 19, 20);
  it.each([
    ['fi', '26. marraskuuta 2026 klo\u00a019.20', '26.11.2026 klo\u00a019.20'],
    ['et', '26. november 2026, kell\u00a019:20', '26. nov 2026, 19:20'],
    ['en', '26 November 2026 at\u00a019:20', '26 Nov 2026, 19:20'],
  ] as const)('%s: ICU\'s words, the time joined to its word by a no-break space', (locale, long, short) => {
    expect(formatLongDate(date, locale)).toBe(long);
    expect(formatShortDate(date, locale)).toBe(short);
  });

  it('leaves a date without its time as ICU writes it', () => {
    for (const locale of locales) {
      expect(formatLongDate(date, locale, false)).toBe(new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long' }).format(date));
      expect(formatShortDate(date, locale, false)).toBe(new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium' }).format(date));
    }
  });
});
