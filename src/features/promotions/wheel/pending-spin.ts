import * as z from 'zod/mini';
import { newIdempotencyKey } from '@/api/idempotency';

/**
 * A spin whose prize is not credited yet: the spin call answered, the complete call has not
 * (it failed, its answer was lost, or the page closed during the animation). Kept in this
 * browser per player so the next visit can complete it with the same reference (the spec names
 * no call that lists open spins) and the same idempotency key: a complete whose answer was
 * lost after the backend credited the prize answers that prize when asked again.
 */
export type PendingSpin = { reference: string; prizeId: string; completeKey: string };

// Entries kept before the complete call had a key have none; they get one when read.
const pendingSchema = z.object({ reference: z.string().check(z.minLength(1)), prizeId: z.string(), completeKey: z.optional(z.string().check(z.minLength(16))) });
const keyOf = (userId: number) => `kasino.bonusWheel.pending.${userId}`;

export function readPendingSpin(userId: number): PendingSpin | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId));
    if (raw === null) return null;
    const parsed = pendingSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const spin = { ...parsed.data, completeKey: parsed.data.completeKey ?? newIdempotencyKey() };
    if (!parsed.data.completeKey) writePendingSpin(userId, spin);
    return spin;
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
