import { ROUTES } from '../src/routes/table';
import { SAMPLE_PARAMS, type Locale } from './fixtures';

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** The canonical path of a route in a locale, with sample params. */
export function pathOf(id: RouteId, locale: Locale): string {
  const path = ROUTES[id][locale].replace(/\[(\w+)\]/g, (_: string, name: keyof typeof SAMPLE_PARAMS) => SAMPLE_PARAMS[name]);
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
