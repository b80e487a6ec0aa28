import * as z from 'zod/mini';
import { newIdempotencyKey } from '@/api/idempotency';
import { browserStorage } from '@/lib/tab-storage';

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

const asPending = (value: unknown) => pendingSchema.safeParse(value).data ?? null;

/** The spin kept for the player, or null (none, not one, or storage blocked: nothing to complete). */
export function readPendingSpin(userId: number): PendingSpin | null {
  const kept = browserStorage.readJson(keyOf(userId), asPending);
  if (!kept) return null;
  const spin = { ...kept, completeKey: kept.completeKey ?? newIdempotencyKey() };
  if (!kept.completeKey) writePendingSpin(userId, spin);
  return spin;
}

/** Where storage is blocked or full this visit still completes the spin; only a later one could not. */
export function writePendingSpin(userId: number, spin: PendingSpin): void {
  browserStorage.keep(keyOf(userId), JSON.stringify(spin));
}

export function clearPendingSpin(userId: number): void {
  browserStorage.forget(keyOf(userId));
}
