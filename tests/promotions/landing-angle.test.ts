import fc from 'fast-check';
import { landingRotation, segmentAngle, segmentAtPointer, SPIN_TURNS } from '@/features/promotions/wheel/landing-angle';

/** A wheel of 1 to 36 prizes, one of its prizes, where the wheel stands, how it turns and where in the segment it stops. */
const landing = fc
  .integer({ min: 1, max: 36 })
  .chain((count) =>
    fc.record({
      count: fc.constant(count),
      index: fc.integer({ min: 0, max: count - 1 }),
      from: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      turns: fc.integer({ min: 0, max: 12 }),
      jitter: fc.double({ min: -1, max: 1, noNaN: true }),
    }),
  );

const mod360 = (degrees: number) => ((degrees % 360) + 360) % 360;

describe('the wheel landing rotation', () => {
  it('lands the pointer inside the prize segment, for every prize count and index', () => {
    fc.assert(
      fc.property(landing, ({ count, index, from, turns, jitter }) => {
        const to = landingRotation({ from, index, count, turns, jitter });
        expect(segmentAtPointer(to, count)).toBe(index);
        // Not on an edge: the wheel angle under the pointer is well inside the segment.
        const under = mod360(-to);
        const size = segmentAngle(count);
        const inSegment = under - index * size;
        expect(inSegment).toBeGreaterThan(size * 0.05);
        expect(inSegment).toBeLessThan(size * 0.95);
      }),
    );
  });

  it('always moves forward by whole turns plus less than one more turn', () => {
    fc.assert(
      fc.property(landing, ({ count, index, from, turns, jitter }) => {
        const to = landingRotation({ from, index, count, turns, jitter });
        const travelled = to - from;
        const offset = travelled - turns * 360;
        // Floating-point slack of a millionth of a degree on rotations up to a million degrees.
        expect(offset).toBeGreaterThanOrEqual(-1e-6);
        expect(offset).toBeLessThan(360 + 1e-6);
        expect(travelled).toBeGreaterThanOrEqual(turns * 360 - 1e-6);
      }),
    );
  });

  it('turns SPIN_TURNS whole turns by default and lands in the middle without jitter', () => {
    // 8 prizes of 45 degrees; prize 2 spans 90 to 135 degrees, its middle 112.5 under the pointer.
    const to = landingRotation({ from: 0, index: 2, count: 8 });
    expect(to).toBe(SPIN_TURNS * 360 + (360 - 112.5));
    expect(segmentAtPointer(to, 8)).toBe(2);
  });

  it('without turns, stays put when the prize is already under the pointer', () => {
    const first = landingRotation({ from: 0, index: 3, count: 6, turns: 0 });
    expect(landingRotation({ from: first, index: 3, count: 6, turns: 0 })).toBe(first);
  });

  it('refuses a prize that is not on the wheel', () => {
    expect(() => landingRotation({ from: 0, index: 8, count: 8 })).toThrow(RangeError);
    expect(() => landingRotation({ from: 0, index: 0, count: 0 })).toThrow(RangeError);
    expect(() => landingRotation({ from: 0, index: 1.5, count: 8 })).toThrow(RangeError);
  });
});
