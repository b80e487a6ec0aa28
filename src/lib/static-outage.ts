import { hasGoodCopy, OUTAGE_PROP } from '@/server/cache-registry';

/**
 * What a statically generated page does when the content service fails while generating it
 * (spec 7.4, issue 11). Next's pages router keeps serving the cached copy when getStaticProps
 * throws during a regeneration, so a page whose cached copy is a good one is thrown on; a page
 * with none (its first render, or a copy made during an outage) gets the empty defaults, marked
 * as an outage's render and regenerated soon. Either way a failure is never cached as a 404.
 *
 * Whether the copy is good comes from the page cache itself, as Next last read it before
 * regenerating (src/server/cache-registry.js): pages prerendered by the build, rendered before a
 * restart or by another instance of the cluster are kept like this process's own.
 */
export class ContentUnavailableError extends Error {
  constructor(page: string) {
    super(`The content service failed while generating ${page}; the last good version stays`);
    this.name = 'ContentUnavailableError';
  }
}

/** The props of a page generated during an outage carry this mark, so its copy is not kept as a good one. */
export type OutageMark = { [OUTAGE_PROP]: true };

/**
 * After a failure: throws if the page has a good copy to keep, else the empty defaults, marked.
 * `page` is the page's path as Next caches it (pagePathOf, itemPagePath).
 */
export async function afterContentFailure<P extends object>(
  page: string,
  emptyDefaults: () => Promise<{ props: P; revalidate: number }>,
): Promise<{ props: P & OutageMark; revalidate: number }> {
  if (hasGoodCopy(page)) throw new ContentUnavailableError(page);
  const { props, revalidate } = await emptyDefaults();
  return { props: { ...props, [OUTAGE_PROP]: true }, revalidate };
}

/**
 * A page whose one render serves both cases (what came, or the defaults): renders it when every
 * call answered, else keeps the good copy or renders it marked (afterContentFailure).
 */
export function renderOrKeep<P extends object>(
  complete: boolean,
  page: string,
  render: () => Promise<{ props: P; revalidate: number }>,
): Promise<{ props: P; revalidate: number }> {
  return complete ? render() : afterContentFailure(page, render);
}
