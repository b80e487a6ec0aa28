import fc from 'fast-check';
import { recordServerDate, serverNow } from '@/lib/clock';
import { isNewGame, parseReleaseDate } from '@/lib/new-game';

const DAY = 86_400_000;
const dotted = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;

describe('new-game label (14 days after release_date)', () => {
  it('parses dd.mm.yyyy and rejects anything else', () => {
    expect(parseReleaseDate('05.11.2026')?.toISOString()).toBe('2026-11-05T00:00:00.000Z');
    for (const bad of ['2026-11-05', '31.02.2026', '5.11.2026', '', undefined, null]) expect(parseReleaseDate(bad)).toBeNull();
  });

  it('is new from the release day for exactly 14 days (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }), fc.integer({ min: -30, max: 40 }), (day, offsetDays) => {
        const release = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
        const now = new Date(release.getTime() + offsetDays * DAY + 3_600_000);
        expect(isNewGame(dotted(release), now)).toBe(offsetDays >= 0 && offsetDays < 14);
      }),
    );
  });

  it('is never new without a usable release date (the schemas read one as null), and does not throw', () => {
    const now = new Date();
    for (const missing of [null, undefined, '', '2026-01-01', '31.02.2026']) expect(isNewGame(missing, now)).toBe(false);
  });
});

describe('server clock', () => {
  it('follows the Date header of the backend', () => {
    recordServerDate(new Date(Date.now() + 10 * DAY).toUTCString());
    expect(serverNow().getTime() - Date.now()).toBeGreaterThan(10 * DAY - 2000);
    recordServerDate(new Date().toUTCString());
  });
});
