import fc from 'fast-check';
import { BONUS_GAME_SUFFIXES, bonusGameSlug, normaliseBonusGameName } from '@/lib/bonus-game-names';

const suffix = fc.constantFrom(...BONUS_GAME_SUFFIXES).chain((s) => fc.constantFrom(s, s.toUpperCase(), s[0]!.toUpperCase() + s.slice(1)));
const separator = fc.constantFrom(' ', '-', '_', ' - ', '__');
/** Game names as catalogues have them: words of letters and digits, never a bare suffix word. */
const word = fc.stringMatching(/^[A-Za-zÄÖÕÜäöõü0-9']{1,10}$/).filter((w) => !BONUS_GAME_SUFFIXES.some((s) => s === w.toLowerCase()));
const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));

describe('normaliseBonusGameName', () => {
  it.each([
    ['Golden Aurora low', 'Golden Aurora'],
    ['golden-aurora-92', 'golden-aurora'],
    ['Golden_Aurora_DX2', 'Golden_Aurora'],
    ['Book of Samurai 92 low', 'Book of Samurai'],
    ['  Lynx Deluxe dx2  ', 'Lynx Deluxe'],
    ['Willow', 'Willow'],
    ['Yellow Submarine Hollow', 'Yellow Submarine Hollow'],
    ['Route 292', 'Route 292'],
    ['Wild Dragon 2', 'Wild Dragon 2'],
    ['low', 'low'],
    ['- low', '- low'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseBonusGameName(input)).toBe(expected);
  });

  it('removes any stack of suffixes from a name, whatever the separator and case', () => {
    fc.assert(
      fc.property(name, fc.array(fc.tuple(separator, suffix), { maxLength: 3 }), (base, suffixes) => {
        const decorated = base + suffixes.map(([sep, s]) => sep + s).join('');
        expect(normaliseBonusGameName(decorated)).toBe(base);
      }),
    );
  });

  it('is idempotent and leaves a suffix only where nothing else would be left', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'B', 'l', 'o', 'w', '9', '2', 'd', 'x', ' ', '-', '_', 'ä') });
    fc.assert(
      fc.property(fc.oneof(fc.string(), text), (input) => {
        const once = normaliseBonusGameName(input);
        expect(normaliseBonusGameName(once)).toBe(once);
        expect(once).toBe(once.trim());
        const rest = /^(.*?)[\s_-]+(?:low|92|dx2)$/i.exec(once)?.[1];
        if (rest !== undefined) expect(rest.trim()).toBe('');
      }),
      { numRuns: 2_000 },
    );
  });

  it('gives the catalogue slug of the game for links', () => {
    expect(bonusGameSlug('Golden Aurora low')).toBe('golden-aurora');
    expect(bonusGameSlug('Pärnu Auto Roulette_dx2')).toBe('parnu-auto-roulette');
  });
});
