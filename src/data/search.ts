import useSWR from 'swr';
import { lazyCall } from '@/api/lazy';
import type { Supplier } from '@/api/schemas/content';
import type { SearchResults } from '@/api/schemas/games';
import type { Locale } from '@/routes/href';
import { type ApiFailure, unwrap } from './fetcher';
import { keys } from './keys';
import { SEARCH_MIN_LENGTH } from '@/api/rules';

const getSuppliers = lazyCall('content', 'getSuppliers', []);
const search = lazyCall('games', 'search');
/** Spec 5 and 9: the search field waits this long after the last keystroke before it asks. */
export const SEARCH_DEBOUNCE_MS = 900;

export type SearchInput = { keyword: string; lang: Locale; provider?: string };

/**
 * Search results for an already debounced keyword. Nothing is fetched under 3 characters
 * (the client would refuse it anyway). A result is cached per keyword, language and provider,
 * so typing back to an earlier keyword shows it at once. Failures are not retried on their
 * own: the screen offers a retry, and a failing backend is not hammered while someone types.
 */
export function useSearchQuery({ keyword, lang, provider }: SearchInput) {
  const trimmed = keyword.trim();
  const key = trimmed.length >= SEARCH_MIN_LENGTH ? keys.search(trimmed, lang, provider || undefined) : null;
  return useSWR<SearchResults, ApiFailure>(
    key,
    unwrap(() => search({ keyword: trimmed, lang, gameProvider: provider || undefined })),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
}

/**
 * The providers for the search's filter, from the content service; its failure yields an
 * empty list (spec 7.4), which hides the filter. The filter mounts only once the search is
 * in use, so pages that never search never ask.
 * The key lives here rather than in keys.ts only because that file belongs to another change;
 * it follows keys.ts's scheme ('content' first) and can move there as is.
 */
export const searchSuppliersKey = () => ['content', 'suppliers'] as const;

export function useSearchSuppliers() {
  return useSWR<Supplier[]>(searchSuppliersKey(), async () => (await getSuppliers()).filter((s) => s.game_count > 0), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
