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
    // Same-site as given, protocol-relative once the dot segments are resolved.
    '/..//evil.example',
    '/.//evil.example',
    '/./..//evil.example',
    '/fi/..//evil.example',
    '/fi/../..//evil.example',
    '/fi/./../..//evil.example/fi',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/%2e//evil.example',
    '/fi/%2e%2e/%2e%2e//evil.example',
    '/%252e%252e//evil.example',
    '/..%2F/evil.example',
    '/..%2f%2fevil.example',
    '/.%2F%2Fevil.example',
  ])('rejects %j', (attack) => {
    expect(safeRedirectPath(attack)).toBeNull();
  });

  it('rejects anything that is not a string', () => {
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(['/fi'])).toBeNull();
    expect(safeRedirectPath(42)).toBeNull();
  });

  it('keeps dot segments that resolve within the site', () => {
    expect(safeRedirectPath('/fi/pelit/../kirjaudu')).toBe('/fi/kirjaudu');
    expect(safeRedirectPath('/fi/./pelit?x=%2F%2Fa')).toBe('/fi/pelit?x=%2F%2Fa');
  });

  /** What a result must be: one leading slash, on this origin both as given and once decoded and resolved. */
  function expectOnSite(result: string) {
    expect(result).toMatch(/^\/(?![/\\])/);
    expect(new URL(result, 'https://kasino.test').origin).toBe('https://kasino.test');
    const decoded = decodeURIComponent(decodeURIComponent(result));
    expect(new URL(decoded, 'https://kasino.test').origin).toBe('https://kasino.test');
    expect(new URL(decoded, 'https://kasino.test').pathname).toMatch(/^\/(?![/\\])/);
  }

  // Fixed seeds, so a run is repeatable: the character-level property found the dot-segment bug in
  // only about 1.5 % of random runs; the segment-level one, with this seed, finds it on every run.
  const FC = { seed: 20261123, numRuns: 1500 } as const;

  it('never returns a path that leaves the site (property, characters)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '\\', '%', '2', 'F', '5', 'C', 'e', ':', '.', 'a', ' ', '\t', 'h') }), (input) => {
        const result = safeRedirectPath(input);
        if (result !== null) expectOnSite(result);
      }),
      FC,
    );
  });

  it('never returns a path that leaves the site (property, path segments)', () => {
    const token = fc.constantFrom('/', '/', '.', '..', '%2e', '%2E%2e', '%2F', '%5C', 'fi', 'evil.example', '?', '#', '%25');
    fc.assert(
      fc.property(fc.array(token, { maxLength: 10 }), (tokens) => {
        const result = safeRedirectPath(`/${tokens.join('')}`);
        if (result !== null) expectOnSite(result);
      }),
      FC,
    );
  });
});
