import { createStore } from './store';

/**
 * The backend's clock as seen from here. Device clocks are often wrong, and QA shifts the mock's
 * clock; times that depend on "now" (new-game labels, the session timer) use the server's.
 * The transport records the skew from the Date header of main-API answers.
 */
let skewMs = 0;
/** The skew last announced to listeners: they hear of a change only once it is noticeable. */
const announced = createStore(0);
/** Date headers have one-second resolution and requests take time: ignore small changes. */
const NOTICEABLE_MS = 5_000;

export function recordServerDate(dateHeader: string | null, receivedAt = Date.now()): void {
  if (!dateHeader) return;
  const server = Date.parse(dateHeader);
  if (!Number.isFinite(server)) return;
  skewMs = server - receivedAt;
  if (Math.abs(skewMs - announced.get()) > NOTICEABLE_MS) announced.set(skewMs);
}

export const serverNow = (): Date => new Date(Date.now() + skewMs);

/** Called when the server's clock turns out to differ noticeably from what was assumed. */
export const onServerClockChange = announced.subscribe;
