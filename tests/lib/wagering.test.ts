import fc from 'fast-check';
import { cents } from '@/lib/money';
import { wageringOf } from '@/lib/wagering';

describe('wagering progress (spec 3)', () => {
  it('is totalTurnover minus currentTurnover, against totalTurnover', () => {
    expect(wageringOf({ totalTurnover: cents(10_000), currentTurnover: cents(4_000) })).toEqual({ played: 6_000, required: 10_000 });
    expect(wageringOf({ totalTurnover: cents(1_001), currentTurnover: cents(1) })).toEqual({ played: 1_000, required: 1_001 });
  });

  it('is absent without a wagering requirement', () => {
    expect(wageringOf({ totalTurnover: cents(0), currentTurnover: cents(0) })).toBeNull();
  });

  it('stays within 0..required whatever the backend reports', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: -10_000_000, max: 20_000_000 }), (total, current) => {
        const result = wageringOf({ totalTurnover: cents(total), currentTurnover: cents(current) });
        expect(result?.required).toBe(total);
        expect(result?.played).toBeGreaterThanOrEqual(0);
        expect(result?.played).toBeLessThanOrEqual(total);
        if (current >= 0 && current <= total) expect(result?.played).toBe(total - current);
      }),
    );
  });
});
