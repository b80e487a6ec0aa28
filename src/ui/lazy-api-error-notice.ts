import { lazyComponent } from './lazy-component';

/**
 * ApiErrorNotice loaded with the first failure it shows: the error catalogue and the date
 * formatting it brings stay out of the first load of a page that shows none at first.
 */
export const LazyApiErrorNotice = lazyComponent(() => import('./ApiErrorNotice').then((m) => m.ApiErrorNotice));
