import fc from 'fast-check';
import { safeRedirectPath } from '@/routes/safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    '/fi/pelit',
    '/en/games/12/book-of-dead?tab=info',
    '/et/mang/x/mangi#top',
    '/',
  ])('keeps the same-site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '//evil.example/fi',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'http:evil.example',
    'https:/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '%252F%252Fevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    'evil.example',
    '',
    '/%E0%A4%A',
  ])('rejects %j', (attack) => {
    expect(safeRedirectPath(attack)).toBeNull();
  });

  it('rejects anything that is not a string', () => {
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(['/fi'])).toBeNull();
    expect(safeRedirectPath(42)).toBeNull();
  });

  it('never returns a path that leaves the site (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '\\', '%', '2', 'F', '5', 'C', 'e', ':', '.', 'a', ' ', '\t', 'h') }), (input) => {
        const result = safeRedirectPath(input);
        if (result === null) return;
        expect(result).toMatch(/^\/(?![/\\])/);
        expect(new URL(result, 'https://kasino.test').origin).toBe('https://kasino.test');
      }),
      { numRuns: 2000 },
    );
  });
});
