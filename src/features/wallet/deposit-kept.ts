/**
 * The mark of a deposit this tab kept for the payment provider's return (./deposit-return.ts):
 * a session cookie. The shell asks on every page load whether there is one, and reads the tab's
 * storage only under it (a page's first storage read waits for the browser process, which on a
 * busy phone lands in the hydration: docs/decisions.md, "Blocking time"). Its own module, so the
 * shell's first load carries this name and not the deposit's code.
 */
export const DEPOSIT_KEPT_MARK = 'kasino_deposit';
