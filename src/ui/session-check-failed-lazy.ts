import { lazyComponent } from './lazy-component';

/**
 * The session check's failure view, for every page that waits for the check. Rarely shown, so
 * it is a chunk of its own, loaded only when the first player check keeps failing.
 */
export const SessionCheckFailed = lazyComponent(() => import('./SessionCheckFailed').then((m) => m.SessionCheckFailed));
