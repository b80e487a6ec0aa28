/**
 * The affiliate reference and its banner (spec 3 "Affiliate", 4 "Affiliate banner", 9). What a
 * reference is and its cookie live in ./affiliate-cookie.js, which next.config.js reads too.
 */
import { AFFILIATE_COOKIE, AFFILIATE_COOKIE_MAX_AGE_S, AFFILIATE_PARAM, REFERENCE_PATTERN } from './affiliate-cookie';

export { AFFILIATE_COOKIE, AFFILIATE_COOKIE_MAX_AGE_S, AFFILIATE_PARAM };
/** Set when the banner has shown; it suppresses the banner for the same 7 days. */
export const AFFILIATE_BANNER_SHOWN_COOKIE = 'kasino_affiliate_banner';
export const AFFILIATE_COOKIE_DAYS = AFFILIATE_COOKIE_MAX_AGE_S / 86_400;
/** Spec 9: the reference of a visitor who never brought one. */
export const DEFAULT_AFFILIATE_REFERENCE = '1';

const REFERENCE = new RegExp(`^${REFERENCE_PATTERN}$`);

export function parseAffiliateReference(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  return REFERENCE.test(value) ? value : null;
}

/** The visitor's reference: the kept one when it is valid, else the default. */
export function affiliateReference(kept: string | null | undefined): string {
  return parseAffiliateReference(kept) ?? DEFAULT_AFFILIATE_REFERENCE;
}

export type AffiliateBannerInput = {
  loginStatus: 'unknown' | 'loggedIn' | 'loggedOut';
  /** The shown-cookie is present. */
  shownBefore: boolean;
  onGamePage: boolean;
  /** A modal is open (a site popup, a panel) and the banner has not appeared yet. */
  modalOpen: boolean;
  /** The kept reference cookie's value, if any. */
  kept: string | null | undefined;
};

export type AffiliateBannerDecision =
  | { show: true; reference: string }
  | { show: false; why: 'session-unknown' | 'player' | 'shown' | 'game-page' | 'modal-open' };

/**
 * Whether the banner shows: only to a visitor (never while the session is still unknown, never
 * to a player), once per 7 days, never over a game, and one thing at a time: it waits while a
 * modal is open (a visitor arriving from an affiliate may get a site popup first), so it neither
 * counts as shown unseen nor crowds the screen.
 */
export function affiliateBanner({ loginStatus, shownBefore, onGamePage, modalOpen, kept }: AffiliateBannerInput): AffiliateBannerDecision {
  if (loginStatus === 'unknown') return { show: false, why: 'session-unknown' };
  if (loginStatus === 'loggedIn') return { show: false, why: 'player' };
  if (shownBefore) return { show: false, why: 'shown' };
  if (onGamePage) return { show: false, why: 'game-page' };
  if (modalOpen) return { show: false, why: 'modal-open' };
  return { show: true, reference: affiliateReference(kept) };
}
