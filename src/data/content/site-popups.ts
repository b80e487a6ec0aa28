import { useCallback, useState } from 'react';
import { lazyCall } from '@/api/lazy';
import type { Popup } from '@/api/schemas/content';
import { browserStorage } from '@/lib/tab-storage';
import { nextSitePopup, SEEN_POPUPS_KEY, type PopupAudience } from '@/lib/rules/site-popups';
import { useQuery } from '../core/query';
import { contentKeys } from './keys';

const getPopups = lazyCall('content', 'getPopups', []);

const seenIds = (ids: unknown) => (Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : null);

/** The popups this browser has shown: none where nothing reads as a list of ids, or storage is blocked. */
const readSeen = (): ReadonlySet<number> => new Set(browserStorage.readJson(SEEN_POPUPS_KEY, seenIds));

/** Where storage is blocked or full the popup may show again on another visit, which is harmless. */
function writeSeen(seen: ReadonlySet<number>): void {
  browserStorage.keep(SEEN_POPUPS_KEY, JSON.stringify([...seen]));
}

/**
 * The site popup this audience sees on this visit, once the popups have answered (`known`), and
 * how to mark it shown. The seen list is read once per visit, so marking one shown does not
 * bring the next one straight after it: one popup per visit at most. A failed fetch is no
 * popups (spec 7.4: content failures are empty).
 */
export function useNextSitePopup(audience: PopupAudience): { known: boolean; popup: Popup | null; markSeen: (id: number) => void } {
  const { data } = useQuery(contentKeys.popups(), () => getPopups(), { revalidateOnFocus: false, revalidateIfStale: false });
  const [seen] = useState(readSeen);
  const markSeen = useCallback((id: number) => writeSeen(new Set([...readSeen(), id])), []);
  return { known: data !== undefined, popup: data ? nextSitePopup(data, audience, seen) : null, markSeen };
}
