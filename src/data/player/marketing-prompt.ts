import { serverNow } from '@/lib/clock';

/**
 * When this browser last showed the player the marketing prompt (spec 4 "the time of the last
 * marketing prompt is recorded"; the spec names no call for it, so it is kept here, per player).
 */
const keyOf = (userId: number) => `kasino.marketingPrompt.${userId}`;

export function lastMarketingPrompt(userId: number): Date | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId));
    const time = raw === null ? Number.NaN : Date.parse(raw);
    return Number.isFinite(time) ? new Date(time) : null;
  } catch {
    // Storage blocked: nothing recorded.
    return null;
  }
}

/** Records a prompt now, on the server's clock (the last login it is compared with is the server's). */
export function recordMarketingPrompt(userId: number, at: Date = serverNow()): void {
  try {
    window.localStorage.setItem(keyOf(userId), at.toISOString());
  } catch {
    // Storage blocked: the prompt may come again next time, which is harmless.
  }
}
