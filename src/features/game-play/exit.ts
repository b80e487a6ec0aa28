/**
 * Whether "back" returns to a page of this site. True after a client-side navigation (the
 * document was loaded at another address than the current one) or when a same-site page
 * linked here; false for a first visit from outside or in a new tab (nothing to go back to).
 * Read at click time, from the browser only. (A game that navigates inside its iframe adds
 * history entries too; the mock's game does not, and a provider's rarely does.)
 */
export function cameFromSite(win: Window = window): boolean {
  if (win.history.length < 2) return false;
  const loaded = win.performance?.getEntriesByType?.('navigation')[0]?.name;
  if (loaded && loaded !== win.location.href) return true;
  try {
    return new URL(win.document.referrer).origin === win.location.origin;
  } catch {
    return false;
  }
}
