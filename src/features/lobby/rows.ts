/** How many games a lobby row shows. */
export const ROW_GAMES = 8;

/**
 * Rows prerendered with their games: what a first screen shows (two rows on a desktop, part of
 * the first on a phone). The rows below it carry only their group, and their games load as they
 * come near the viewport: the casino games page's HTML was 126 kB, most of it rows nobody sees
 * before scrolling, and each of their tiles was hydrated on a phone before it could respond.
 * (A module of its own: the browser's rows read these, and lobby-props is server code.)
 */
export const FIRST_ROWS = 2;

/**
 * A group or provider page shows 48 games a page; the first 24 (three lines on a desktop, more
 * than a phone's screen) come prerendered and the other 24 load near the viewport, as the next
 * page of 24 (so GROUP_PAGE_SIZE is twice this).
 */
export const FIRST_SCREEN_TILES = 24;
