import fc from 'fast-check';
import { pointsOf, pointsProblem } from '@/lib/rules/loyalty';

const balances = fc.integer({ min: 0, max: 10_000_000 });

describe('the loyalty points amount (whole points, more than 0, at most the balance)', () => {
  it('accepts every whole number from 1 to the balance, and reads it back', () => {
    fc.assert(
      fc.property(
        balances.filter((b) => b > 0).chain((balance) => fc.tuple(fc.constant(balance), fc.integer({ min: 1, max: balance }))),
        fc.constantFrom('', ' ', '\t'),
        ([balance, points], pad) => {
          const typed = `${pad}${points}${pad}`;
          expect(pointsProblem(typed, balance)).toBeNull();
          expect(pointsOf(typed)).toBe(points);
        },
      ),
    );
  });

  it('refuses more than the balance', () => {
    fc.assert(
      fc.property(balances, fc.integer({ min: 1, max: 1_000_000 }), (balance, over) => {
        expect(pointsProblem(String(balance + over), balance)).toBe('promotions:points.errors.tooMany');
      }),
    );
    // Beyond any safe number, still "too many", never accepted.
    expect(pointsProblem('9'.repeat(400), 1_000)).toBe('promotions:points.errors.tooMany');
  });

  it('refuses zero however it is written', () => {
    fc.assert(fc.property(balances, fc.integer({ min: 1, max: 12 }), (balance, zeros) => expect(pointsProblem('0'.repeat(zeros), balance)).toBe('promotions:points.errors.positive')));
  });

  it('refuses anything but digits: decimals, signs, exponents, letters', () => {
    const notWhole = fc.oneof(
      fc.tuple(fc.nat(), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a}.${b}`),
      fc.tuple(fc.nat(), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a},${b}`),
      fc.integer({ min: 1, max: 1000 }).map((n) => `-${n}`),
      fc.integer({ min: 1, max: 1000 }).map((n) => `+${n}`),
      fc.integer({ min: 1, max: 9 }).map((n) => `${n}e2`),
      fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !/^\d+$/.test(s.trim())),
    );
    fc.assert(fc.property(balances, notWhole, (balance, typed) => expect(pointsProblem(typed, balance)).toBe('promotions:points.errors.whole')));
  });

  it('asks for a number when there is none', () => {
    fc.assert(fc.property(balances, fc.constantFrom('', ' ', '   ', '\t\n'), (balance, typed) => expect(pointsProblem(typed, balance)).toBe('promotions:points.errors.required')));
  });
});
