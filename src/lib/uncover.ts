/**
 * Lifts the cover a returning player's page loaded under (./returning-cover.js, whose
 * RETURNING_ATTR tests/lib/returning-cover.test.ts holds equal to this one; not imported from
 * there, so the first load does not carry the script's text).
 */
export function uncoverPage(): void {
  document.documentElement.removeAttribute('data-returning');
}
