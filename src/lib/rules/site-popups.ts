/** Where a browser keeps the ids of the popups it has shown (localStorage). */
export const SEEN_POPUPS_KEY = 'kasino.seenPopups';

/** Who is looking: a popup's target names one of them, or `all`. */
export type PopupAudience = 'loggedIn' | 'loggedOut';

type PopupLike = { id: number; target: 'all' | PopupAudience };

/**
 * The site popup to show next (spec 2.3, 4, 7.3 "site-settings (popups)"): the first by id
 * that is meant for this audience and that this browser has not shown yet. Each shows once per
 * popup and visitor; which modal may open at all is the automatic-modal owner's decision.
 */
export function nextSitePopup<P extends PopupLike>(popups: readonly P[], audience: PopupAudience, seen: ReadonlySet<number>): P | null {
  let next: P | null = null;
  for (const popup of popups) {
    if (seen.has(popup.id) || (popup.target !== 'all' && popup.target !== audience)) continue;
    if (next === null || popup.id < next.id) next = popup;
  }
  return next;
}
