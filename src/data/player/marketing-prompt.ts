import { serverNow } from '@/lib/clock';
import { browserStorage } from '@/lib/tab-storage';

/**
 * When this browser last showed the player the marketing prompt (spec 4 "the time of the last
 * marketing prompt is recorded"; the spec names no call for it, so it is kept here, per player).
 */
const keyOf = (userId: number) => `kasino.marketingPrompt.${userId}`;

/** The last prompt's time, or null (none recorded, or storage blocked). */
export function lastMarketingPrompt(userId: number): Date | null {
  const time = Date.parse(browserStorage.read(keyOf(userId)) ?? '');
  return Number.isFinite(time) ? new Date(time) : null;
}

/**
 * Records a prompt now, on the server's clock (the last login it is compared with is the
 * server's). Where storage is blocked or full the prompt may come again next time, which is harmless.
 */
export function recordMarketingPrompt(userId: number, at: Date = serverNow()): void {
  browserStorage.keep(keyOf(userId), at.toISOString());
}
