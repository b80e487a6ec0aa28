import { preload } from 'swr';
import { lazyCall } from '@/api/lazy';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { gamesKeys } from './keys';

const getMenu = lazyCall('games', 'getMenu');
const fetchMenu = unwrap(getMenu);

/** Starts the menu request ahead of the menu that shows it (the mobile menu's own chunk loads meanwhile). */
export const preloadMenu = (): void => void preload(gamesKeys.menu(), fetchMenu).catch(() => undefined);

/** The navigation groups from the main API (spec 7.1 GET /menu), once a menu is wanted. */
export function useMenuQuery(enabled = true) {
  return useQuery(enabled ? gamesKeys.menu() : null, fetchMenu, { revalidateOnFocus: false });
}
