import { useCallback, useState } from 'react';
import { lazyCall } from '@/api/lazy';
import type { Affiliate } from '@/api/schemas/content';
import { setCookie } from '@/lib/cookies';
import { readCookie } from '@/lib/read-cookie';
import {
  AFFILIATE_BANNER_SHOWN_COOKIE,
  AFFILIATE_COOKIE,
  AFFILIATE_COOKIE_DAYS,
  affiliateReference,
  DEFAULT_AFFILIATE_REFERENCE,
  parseAffiliateReference,
} from '@/lib/rules/affiliate';
import { useQuery } from '../core/query';
import { contentKeys } from './keys';

const getAffiliate = lazyCall('content', 'getAffiliate', null);

/** The reference this browser keeps (set by the server on `?ref=`, next.config.js headers), or the default "1". */
export function keptAffiliateReference(): string {
  return affiliateReference(readCookie(AFFILIATE_COOKIE));
}

/** Credits this browser to an affiliate for 7 days (an affiliate's landing page does). */
export function rememberAffiliate(reference: string): void {
  const valid = parseAffiliateReference(reference);
  if (valid) void setCookie(AFFILIATE_COOKIE, valid, { days: AFFILIATE_COOKIE_DAYS });
}

/**
 * Whether the banner has shown in this browser in the last 7 days, read once per page load,
 * and how to mark it shown. Marking it does not hide the banner now: it stays until closed.
 */
export function useAffiliateBannerShown(): { shownBefore: boolean; markShown: () => void } {
  const [shownBefore] = useState(() => readCookie(AFFILIATE_BANNER_SHOWN_COOKIE) !== null);
  const markShown = useCallback(() => void setCookie(AFFILIATE_BANNER_SHOWN_COOKIE, '1', { days: AFFILIATE_COOKIE_DAYS }), []);
  return { shownBefore, markShown };
}

/** An affiliate the content service does not know (any link can carry any reference) is the default one. */
async function affiliateOrDefault(reference: string): Promise<Affiliate | null> {
  const affiliate = await getAffiliate(reference);
  return affiliate ?? (reference === DEFAULT_AFFILIATE_REFERENCE ? null : getAffiliate(DEFAULT_AFFILIATE_REFERENCE));
}

/**
 * The affiliate whose banner a visitor sees (null: none yet). Not fetched with a null
 * reference. A failed fetch is no banner (spec 7.4: content failures are empty).
 */
export function useAffiliate(reference: string | null): Affiliate | null {
  const { data } = useQuery(reference === null ? null : contentKeys.affiliate(reference), () => affiliateOrDefault(reference ?? ''), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return data ?? null;
}
