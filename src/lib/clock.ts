/**
 * The backend's clock as seen from here. Device clocks are often wrong, and QA shifts the mock's
 * clock; times that depend on "now" (new-game labels, the session timer) use the server's.
 * The transport records the skew from the Date header of main-API answers.
 */
let skewMs = 0;

export function recordServerDate(dateHeader: string | null, receivedAt = Date.now()): void {
  if (!dateHeader) return;
  const server = Date.parse(dateHeader);
  if (Number.isFinite(server)) skewMs = server - receivedAt;
}

export const serverNow = (): Date => new Date(Date.now() + skewMs);
export const serverSkewMs = (): number => skewMs;
