import { capitalizeFirst } from '@/lib/capitalize';

describe('capitalizeFirst (a sentence that starts with a formatted value)', () => {
  it('upper-cases the first letter only, as the locale does, and leaves anything else as it is', () => {
    expect(capitalizeFirst('tammikuu 2026 – joulukuu 2026: talletukset', 'fi')).toBe('Tammikuu 2026 – joulukuu 2026: talletukset');
    expect(capitalizeFirst('märts 2025 – veebruar 2026', 'et')).toBe('Märts 2025 – veebruar 2026');
    expect(capitalizeFirst('ümber', 'et')).toBe('Ümber');
    expect(capitalizeFirst('March 2025', 'en')).toBe('March 2025');
    expect(capitalizeFirst('1 000 €', 'fi')).toBe('1 000 €');
    expect(capitalizeFirst('', 'fi')).toBe('');
  });
});
