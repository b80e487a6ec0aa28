/** Translation namespaces (public/locales/<locale>/<namespace>.json). */
export type Namespace = 'common' | 'auth' | 'forms' | 'errors' | 'lobby' | 'search' | 'game' | 'content' | 'account' | 'limits' | 'settings' | 'documents' | 'wheel' | 'promotions' | 'bonus-game';

/**
 * Carried by every page: the shell's own strings (with the player's balance, session time and
 * logout notice), the error messages any call may end in, and the header's search.
 */
export const PAGE_NAMESPACES: readonly Namespace[] = ['common', 'errors', 'search'];

/**
 * The login and registration strings and the fields' messages: carried by the pages with a
 * form (login, registration, limits, transactions) and loaded with every panel, not inlined in
 * every lobby page (4.8 kB of each page's data that a visitor only needs once a form opens).
 */
export const FORM_NAMESPACES: readonly Namespace[] = ['auth', 'forms'];
