import fc from 'fast-check';
import { cents } from '@/lib/money';
import { netResult, realityCheckStep } from '@/lib/rules/reality-check';

const MINUTE = 60_000;
const START = new Date('2026-11-24T18:00:00Z');
const at = (minutesAfterStart: number) => new Date(START.getTime() + minutesAfterStart * MINUTE);
const iso = (minutesAfterStart: number) => at(minutesAfterStart).toISOString();

describe('realityCheckStep', () => {
  it('does nothing without a reminder, without a session, or while the next one is to come', () => {
    expect(realityCheckStep(null, START, at(5))).toEqual({ action: 'none' });
    expect(realityCheckStep({ intervalMinutes: null, nextTime: null, due: false }, START, at(5))).toEqual({ action: 'none' });
    expect(realityCheckStep({ intervalMinutes: 0, nextTime: iso(-5), due: true }, START, at(5))).toEqual({ action: 'none' });
    expect(realityCheckStep({ intervalMinutes: 15, nextTime: iso(15), due: false }, null, at(5))).toEqual({ action: 'none' });
    expect(realityCheckStep({ intervalMinutes: 15, nextTime: iso(15), due: false }, START, at(5))).toEqual({ action: 'none' });
  });

  it('reminds when the backend says a reminder of this session is due', () => {
    expect(realityCheckStep({ intervalMinutes: 15, nextTime: iso(15), due: true }, START, at(16))).toEqual({ action: 'remind' });
  });

  it('restarts a reminder that counts from before the session, so the first one comes an interval into it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.option(fc.integer({ min: 1, max: 10 * 1440 }), { nil: null }), (interval, share, staleBy) => {
        const playedMs = Math.floor(share * interval * MINUTE);
        const now = new Date(START.getTime() + playedMs);
        const nextTime = staleBy === null ? null : iso(-staleBy);
        const step = realityCheckStep({ intervalMinutes: interval, nextTime, due: true }, START, now);
        const dueAt = START.getTime() + interval * MINUTE;
        if (step.action === 'remind') {
          // Only when less than half a minute is left: to the nearest minute, none remains.
          expect(dueAt - now.getTime()).toBeLessThan(MINUTE / 2);
          return;
        }
        expect(step).toEqual({ action: 'restart', minutes: expect.any(Number) });
        if (step.action !== 'restart') return;
        expect(step.minutes).toBeGreaterThanOrEqual(1);
        expect(step.minutes).toBeLessThanOrEqual(interval);
        // An interval after the session began, to the nearest minute.
        expect(Math.abs(now.getTime() + step.minutes * MINUTE - dueAt)).toBeLessThanOrEqual(MINUTE / 2);
      }),
    );
  });

  it('a reminder of an earlier session is shown at once when this session is already longer than the interval', () => {
    expect(realityCheckStep({ intervalMinutes: 15, nextTime: iso(-60), due: true }, START, at(15))).toEqual({ action: 'remind' });
    expect(realityCheckStep({ intervalMinutes: 15, nextTime: iso(0), due: true }, START, at(40))).toEqual({ action: 'remind' });
  });
});

describe('netResult', () => {
  it('is what the rounds won minus what they bet, exactly', () => {
    const round = fc.record({ betAmount: fc.integer({ min: 0, max: 1_000_000 }).map(cents), winAmount: fc.integer({ min: 0, max: 10_000_000 }).map(cents) });
    fc.assert(
      fc.property(fc.array(round, { maxLength: 300 }), (rounds) => {
        const won = rounds.reduce((sum, r) => sum + r.winAmount, 0);
        const bet = rounds.reduce((sum, r) => sum + r.betAmount, 0);
        expect(netResult(rounds)).toBe(won - bet);
      }),
    );
    expect(netResult([])).toBe(0);
    expect(netResult([{ betAmount: cents(100), winAmount: cents(0) }, { betAmount: cents(100), winAmount: cents(200) }, { betAmount: cents(100), winAmount: cents(0) }])).toBe(-100);
  });
});
