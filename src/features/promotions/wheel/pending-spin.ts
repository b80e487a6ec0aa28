import * as z from 'zod/mini';

/**
 * A spin whose prize is not credited yet: the spin call answered, the complete call has not
 * (it failed, or the page closed during the animation). Kept in this browser per player so
 * the next visit can complete it with the same reference (the spec names no call that lists
 * open spins).
 */
export type PendingSpin = { reference: string; prizeId: string };

const pendingSchema = z.object({ reference: z.string().check(z.minLength(1)), prizeId: z.string() });
const keyOf = (userId: number) => `kasino.bonusWheel.pending.${userId}`;

export function readPendingSpin(userId: number): PendingSpin | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId));
    if (raw === null) return null;
    const parsed = pendingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage blocked or the entry is not JSON: nothing to complete.
    return null;
  }
}

export function writePendingSpin(userId: number, spin: PendingSpin): void {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(spin));
  } catch {
    // Storage blocked: this visit still completes the spin; only a later one could not.
  }
}

export function clearPendingSpin(userId: number): void {
  try {
    window.localStorage.removeItem(keyOf(userId));
  } catch {
    // Storage blocked: nothing was kept.
  }
}
