import { lazyCall } from '@/api/lazy';
import { SEARCH_MIN_LENGTH } from '@/api/rules';
import type { SearchResults } from '@/api/schemas/games';
import type { Locale } from '@/routes/href';
import type { ApiFailure } from '../core/failure';
import { unwrap } from '../core/fetcher';
import { useQuery } from '../core/query';
import { searchKeys } from './keys';

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
  const key = trimmed.length >= SEARCH_MIN_LENGTH ? searchKeys.results(trimmed, lang, provider || undefined) : null;
  return useQuery<SearchResults, ApiFailure>(key, unwrap(() => search({ keyword: trimmed, lang, gameProvider: provider || undefined })), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    retry: false,
  });
}
