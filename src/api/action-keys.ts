import { newIdempotencyKey } from './idempotency';
import { jsonFields, parseJson, tabStorage } from '@/lib/tab-storage';

/**
 * The calls that move money or spend something, whose idempotency key outlives the screen that
 * sent them (./idempotency.ts): a deposit, a withdrawal, a pending withdrawal's cancel, a
 * bonus-wheel spin and a loyalty-points conversion.
 */
export type KeptAction = 'deposit' | 'withdraw' | 'cancelWithdraw' | 'wheelSpin' | 'convertPoints';

/** The session-storage key of an action's kept key: `kasino.idempotency.deposit`, `…withdraw`, … */
export const actionKeyName = (action: KeptAction) => `kasino.idempotency.${action}`;

/**
 * How long a kept key waits for the same request to be sent again. Long enough for a player
 * who closed the panel (or reloaded) after an unknown outcome to come back and retry; short
 * enough that the same amount withdrawn again later on purpose is a new withdrawal.
 */
export const ACTION_KEY_TTL_MS = 10 * 60 * 1000;

/** `owner`: the player's id, or null for a new customer's deposit (spec 6). */
type Kept = { owner: number | null; signature: string; key: string; savedAt: number };

// Where session storage is blocked the key lives as long as the page: a reopened panel still
// reuses it, a reload does not.
const memory = new Map<string, string>();

const read = (name: string): string | null => tabStorage.read(name) ?? memory.get(name) ?? null;

/** `persist`: in session storage, so a reload keeps it; otherwise for this page only. */
function write(name: string, value: string, persist: boolean): void {
  if (persist && tabStorage.keep(name, value)) return;
  // Not to be kept, or storage full or blocked: in memory instead.
  if (!persist) tabStorage.forget(name);
  memory.set(name, value);
}

function remove(name: string): void {
  memory.delete(name);
  tabStorage.forget(name);
}

function asKept(value: unknown): Kept | null {
  const { owner, signature, key, savedAt } = jsonFields(value);
  if (owner !== null && typeof owner !== 'number') return null;
  if (typeof signature !== 'string' || typeof key !== 'string' || key === '' || typeof savedAt !== 'number') return null;
  return { owner, signature, key, savedAt };
}

const parse = (text: string | null): Kept | null => parseJson(text, asKept);

/** The kept key of `action` when `owner` sent the request `signature` within the TTL. */
function keptFor(action: KeptAction, owner: number | null, signature: string | null, now: number): Kept | null {
  const kept = parse(read(actionKeyName(action)));
  if (kept === null || kept.owner !== owner || now - kept.savedAt > ACTION_KEY_TTL_MS || kept.savedAt > now + 60_000) return null;
  return signature === null || kept.signature === signature ? kept : null;
}

/**
 * The idempotency keys of the tab's money and spending calls (docs/decisions.md, "Idempotent
 * money calls"), kept in session storage rather than in the screen: a player who closes the
 * panel or reloads after an unknown outcome and sends the same request again sends it with
 * the same key, so the backend acts once. One key per action; a different request (another
 * amount, method, …) replaces it with a new one.
 */
export const actionKeys = {
  /**
   * The key to send `signature` with: the kept one when this player sent the same request
   * within the last ACTION_KEY_TTL_MS, otherwise a new one, kept in its place.
   */
  keyFor: (action: KeptAction, owner: number | null, signature: string, now = Date.now()): string => {
    const key = keptFor(action, owner, signature, now)?.key ?? newIdempotencyKey();
    // A visitor's (a new customer's) key is not kept across a reload: every visitor is owner
    // null, and the next visitor in this tab must not send the last one's key.
    write(actionKeyName(action), JSON.stringify({ owner, signature, key, savedAt: now } satisfies Kept), owner !== null);
    return key;
  },
  /**
   * The signature of `owner`'s request of `action` still waiting for a definite answer, if any:
   * a screen that opens after a reload can offer to ask for that answer again.
   */
  unsettled: (action: KeptAction, owner: number | null, now = Date.now()): string | null => keptFor(action, owner, null, now)?.signature ?? null,
  /**
   * Forgets `key` once its request had a definite answer (success or a business error), so the
   * same request sent again is a new one. A key that has since been replaced stays as it is.
   */
  settle: (action: KeptAction, key: string): void => {
    if (parse(read(actionKeyName(action)))?.key === key) remove(actionKeyName(action));
  },
};
