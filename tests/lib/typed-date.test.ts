import fc from 'fast-check';
import { birthDateField } from '@/lib/form-rules';
import { isoDateOf } from '@/lib/validation';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Every real day from 1900 to 2099, as [year, month, day]. */
const realDay = fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }).map((d) => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()] as const);

describe('isoDateOf: a date of birth as people type it', () => {
  it('reads a real day written day first with any usual separator, padded or not, or as eight digits, or in ISO', () => {
    fc.assert(
      fc.property(realDay, fc.constantFrom('.', '/', '-', ' ', ',', '. '), fc.boolean(), ([y, m, d], sep, padded) => {
        const iso = `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
        const day = padded ? pad(d) : String(d);
        const month = padded ? pad(m) : String(m);
        expect(isoDateOf(`${day}${sep}${month}${sep}${y}`)).toBe(iso);
        expect(isoDateOf(` ${pad(d)}${pad(m)}${y} `)).toBe(iso);
        expect(isoDateOf(iso)).toBe(iso);
      }),
    );
  });

  it('refuses days that do not exist, month first, two-digit years and other text', () => {
    for (const bad of ['31.02.1990', '29.02.1991', '32.01.1990', '15.13.1990', '0.1.1990', '1990-02-30', '15.03.90', '03/15/1990', '15.03.0990', '15031990x', 'eilen', '']) {
      expect(isoDateOf(bad)).toBeNull();
    }
    expect(isoDateOf('29.2.1992')).toBe('1992-02-29');
  });
});

describe('birthDateField', () => {
  it('sends ISO and keeps the rules: required, a real day', () => {
    expect(birthDateField().parse('5.3.1990')).toBe('1990-03-05');
    expect(birthDateField().parse('1990-03-05')).toBe('1990-03-05');
    const messages = (typed: string) => birthDateField().safeParse(typed).error?.issues.map((issue) => issue.message);
    expect(messages('')).toEqual(['forms:requiredField', 'forms:invalidDate']);
    expect(messages('31.02.1990')).toEqual(['forms:invalidDate']);
    expect(messages('03/15/1990')).toEqual(['forms:invalidDate']);
  });
});
