import fc from 'fast-check';
import { nextSitePopup, type PopupAudience } from '@/lib/rules/site-popups';

const target = fc.constantFrom('all' as const, 'loggedIn' as const, 'loggedOut' as const);
const popups = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 50 }), target }), { selector: (p) => p.id, maxLength: 12 });
const audience = fc.constantFrom<PopupAudience>('loggedIn', 'loggedOut');
const seen = fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 20 }).map((ids) => new Set(ids));

describe('nextSitePopup (spec 2.3, 4: once per popup and visitor)', () => {
  it('picks the lowest id meant for this audience and not seen, or none', () => {
    fc.assert(
      fc.property(popups, audience, seen, (list, who, ids) => {
        const eligible = list.filter((p) => !ids.has(p.id) && (p.target === 'all' || p.target === who)).map((p) => p.id);
        const next = nextSitePopup(list, who, ids);
        expect(next?.id ?? null).toBe(eligible.length > 0 ? Math.min(...eligible) : null);
      }),
    );
  });

  it('never shows a seen popup or one meant for the other audience', () => {
    fc.assert(
      fc.property(popups, audience, seen, (list, who, ids) => {
        const next = nextSitePopup(list, who, ids);
        if (next === null) return;
        expect(ids.has(next.id)).toBe(false);
        expect(next.target === 'all' || next.target === who).toBe(true);
      }),
    );
  });

  it('shows each popup once: marking each shown in turn runs through them all, then nothing', () => {
    const list = [
      { id: 3, target: 'all' as const },
      { id: 1, target: 'loggedOut' as const },
      { id: 2, target: 'loggedIn' as const },
    ];
    const shown = new Set<number>();
    const order: number[] = [];
    for (let next = nextSitePopup(list, 'loggedOut', shown); next; next = nextSitePopup(list, 'loggedOut', shown)) {
      order.push(next.id);
      shown.add(next.id);
    }
    expect(order).toEqual([1, 3]);
  });
});
