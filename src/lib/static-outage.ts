/**
 * What a statically generated page does when the content service fails while generating it
 * (spec 7.4, issue 11). Next's pages router keeps serving the previous page when
 * getStaticProps throws during a regeneration, so a page this server has rendered well is
 * thrown on; a page with no good render yet gets the empty defaults, regenerated soon. Either
 * way a failure is never cached as a 404.
 *
 * The memory is this server process's: after a restart during an outage, a page generated
 * before the restart gets the empty defaults once, and its good version on the next
 * regeneration after the outage.
 */
export class ContentUnavailableError extends Error {
  constructor(page: string) {
    super(`The content service failed while generating ${page}; the last good version stays`);
    this.name = 'ContentUnavailableError';
  }
}

const renderedWell = new Set<string>();

/** Records a page generated from a good answer. */
export function rememberGoodRender(page: string): void {
  renderedWell.add(page);
}

/** After a failure: throws if the page has a good version to keep, else the empty defaults. */
export function afterContentFailure<R>(page: string, emptyDefaults: () => Promise<R>): Promise<R> {
  if (renderedWell.has(page)) throw new ContentUnavailableError(page);
  return emptyDefaults();
}

/** Forgets every page (tests). */
export function forgetGoodRenders(): void {
  renderedWell.clear();
}
