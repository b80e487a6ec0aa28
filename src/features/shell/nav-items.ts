import type { RouteId } from '@/routes/href';

/** The desktop navbar (spec 2.3) and, with the extra pages, the mobile main menu. */
export const NAV_ITEMS = [
  { to: 'home', label: 'nav.home' },
  { to: 'slotIndex', label: 'nav.casinoGames' },
  { to: 'liveCasino', label: 'nav.liveCasino' },
  { to: 'campaigns', label: 'nav.campaigns' },
  { to: 'bonusWheel', label: 'nav.bonusWheel' },
] as const satisfies readonly { to: RouteId; label: string }[];

export const MENU_EXTRA_ITEMS = [
  { to: 'news', label: 'nav.news' },
  { to: 'suppliers', label: 'nav.suppliers' },
] as const satisfies readonly { to: RouteId; label: string }[];
