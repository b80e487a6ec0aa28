import { href, type Locale } from '@/routes/href';
import type { Frame } from '@/state/panel-stack';
import { SIDEBAR_TRANSITION_MS } from '@/state/panels';
import { whenReady } from '@/lib/when-ready';

/**
 * Where a visitor opens the login in this frame's viewport: the bottom bar's button on a phone
 * (the profile's, now "Log in"), the navbar's Log in link on a desktop.
 */
function loginOpener(frame: Frame, locale: Locale): HTMLElement | null {
  // The bottom bar marks its button (MobileBars.tsx): a test id is the tests', not the product's.
  if (frame === 'sidebar') return document.querySelector<HTMLElement>('[data-login-opener]');
  const login = href('login', { locale });
  return document.querySelector<HTMLElement>(`header a[href="${login}"], header a[href^="${login}?"]`);
}

/**
 * After a logout from the profile's panel, focus goes to where the visitor would log in again,
 * in either viewport: the panel and the account corner it was in are gone (on a desktop focus
 * would drop to <body>), and the sidebar would hand it back to whatever had opened it. Done
 * once the sidebar has slid out (no modal open) and the visitor's navbar is there; given up
 * after a while (a popup that opened meanwhile gives focus back itself).
 */
export async function focusLoginOpener(frame: Frame, locale: Locale): Promise<void> {
  const opener = () => (document.querySelector('dialog[open]') ? null : loginOpener(frame, locale));
  await whenReady(() => opener() !== null, { withinMs: SIDEBAR_TRANSITION_MS * 3 });
  opener()?.focus({ preventScroll: true });
}
