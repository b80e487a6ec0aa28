import { forgetPageReads, notePageRead } from '@/server/cache-registry';

/**
 * Next reading a page's cached copy before it regenerates it, as the cache handler notes it
 * (src/server/cache-handler.js): `props` is what the copy was generated with; the key has the
 * route scope this Next version puts before the page's path.
 */
export function nextReadsCopy(page: string, props: unknown): void {
  notePageRead(`/route-cache/pages/0f3a9c/$${page}`, { value: { kind: 'PAGES', html: '', pageData: { pageProps: props } }, lastModified: Date.now() });
}

export { forgetPageReads };
