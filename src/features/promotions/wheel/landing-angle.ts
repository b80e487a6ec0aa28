/**
 * Where the bonus wheel stops. The wheel's segments run clockwise from the top, each
 * 360 / count degrees wide, and the pointer stands at the top. Rotating the wheel clockwise by
 * R degrees brings the wheel's angle (360 - R) mod 360 under the pointer.
 */

/** Full turns a spin makes before it settles (none when the player asks for reduced motion). */
export const SPIN_TURNS = 5;

/** How far from a segment's middle the pointer may stop, as a share of half the segment. */
const MAX_JITTER = 0.8;

const mod360 = (degrees: number): number => ((degrees % 360) + 360) % 360;

/** The width of one segment in degrees. */
export const segmentAngle = (count: number): number => 360 / count;

/** The segment under the pointer when the wheel is rotated clockwise by `rotation` degrees. */
export function segmentAtPointer(rotation: number, count: number): number {
  const underPointer = mod360(-rotation);
  return Math.min(count - 1, Math.floor(underPointer / segmentAngle(count)));
}

export type Landing = {
  /** The wheel's rotation before the spin (degrees, clockwise, any number of turns). */
  from: number;
  /** The prize's index in maxPrizes. */
  index: number;
  /** How many prizes the wheel has. */
  count: number;
  /** Whole turns before the last part of a turn (SPIN_TURNS by default). */
  turns?: number;
  /**
   * Where in the segment to stop, from -1 (near its start) to 1 (near its end); 0 is its
   * middle. Clamped so the pointer never lands on a segment's edge.
   */
  jitter?: number;
};

/**
 * The rotation that lands the pointer inside the prize's segment: always forward from `from`,
 * by `turns` whole turns plus the part of a turn (0 to under 360 degrees) that reaches the prize.
 */
export function landingRotation({ from, index, count, turns = SPIN_TURNS, jitter = 0 }: Landing): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`a wheel needs at least one prize, not ${count}`);
  if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`prize ${index} is not on a wheel of ${count}`);
  const size = segmentAngle(count);
  const offsetInSegment = (Math.max(-1, Math.min(1, jitter)) * MAX_JITTER * size) / 2;
  const target = mod360(-(index * size + size / 2 + offsetInSegment));
  const offset = mod360(target - mod360(from));
  return from + Math.max(0, Math.floor(turns)) * 360 + offset;
}
