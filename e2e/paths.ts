import { ROUTES } from '../src/routes/table';
import type { Locale } from './fixtures';

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** Params of items that exist in the mock's seeded catalogue. */
const SAMPLE_PARAMS: Partial<Record<RouteId, Record<string, string>>> = {
  slotGroup: { id: '1', slug: 'all-slots' },
  liveCasinoGroup: { id: '22', slug: 'live-roulette' },
  gameProvider: { id: '15', slug: 'amber-coast-studios' },
  gamePlay: { slug: 'stormy-cherries-mega-spins' },
  contentPage: { slug: 'terms' },
  affiliatePage: { slug: 'nordic-bonus' },
};

/** Routes whose heading is the item's own name (a group, a provider, a game). */
export const TITLED_BY_CONTENT: RouteId[] = ['slotGroup', 'liveCasinoGroup', 'gameProvider', 'gamePlay', 'contentPage', 'affiliatePage'];

/** The canonical path of a route in a locale, with sample params. */
export function pathOf(id: RouteId, locale: Locale): string {
  const path = ROUTES[id][locale].replace(/\[(\w+)\]/g, (_: string, name: string) => SAMPLE_PARAMS[id]?.[name] ?? name);
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export const PROTECTED: RouteId[] = [
  'profileLimits',
  'transactions',
  'transactionsDeposits',
  'transactionsWithdraw',
  'transactionsGameActions',
  'favourites',
  'lastPlayed',
];
