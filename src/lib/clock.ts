/**
 * The backend's clock as seen from here. Device clocks are often wrong, and QA shifts the mock's
 * clock; times that depend on "now" (new-game labels, the session timer) use the server's.
 * The transport records the skew from the Date header of main-API answers.
 */
let skewMs = 0;
const listeners = new Set<() => void>();
/** Date headers have one-second resolution and requests take time: ignore small changes. */
const NOTICEABLE_MS = 5_000;

export function recordServerDate(dateHeader: string | null, receivedAt = Date.now()): void {
  if (!dateHeader) return;
  const server = Date.parse(dateHeader);
  if (!Number.isFinite(server)) return;
  const next = server - receivedAt;
  const changed = Math.abs(next - skewMs) > NOTICEABLE_MS;
  skewMs = next;
  if (changed) listeners.forEach((listener) => listener());
}

export const serverNow = (): Date => new Date(Date.now() + skewMs);

/** Called when the server's clock turns out to differ noticeably from what was assumed. */
export function onServerClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
