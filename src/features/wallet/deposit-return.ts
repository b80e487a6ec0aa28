import { cents, type Cents } from '@/lib/money';

/** The session-storage key of a deposit that has left for the payment provider (spec 4). */
export const DEPOSIT_RETURN_KEY = 'kasino.deposit';

/** A return older than this is forgotten: the deposit shows in the transactions anyway. */
export const DEPOSIT_RETURN_TTL_MS = 60 * 60 * 1000;

/**
 * What the tab keeps while the player is at the payment provider (spec 4: type=deposit and the
 * amount). `token` is initDeposit's, for depositStatus; a deposit with stored details has none.
 * `userId` keeps one player's result from showing to another who logs in on the same tab.
 */
export type DepositReturn = {
  type: 'deposit';
  amount: Cents;
  token: string | null;
  userId: number;
  startedAt: number;
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function parse(text: string | null): DepositReturn | null {
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    if (typeof value !== 'object' || value === null) return null;
    const { type, amount, token, userId, startedAt } = value as Record<string, unknown>;
    if (type !== 'deposit' || typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null;
    if (typeof userId !== 'number' || typeof startedAt !== 'number') return null;
    if (token !== null && (typeof token !== 'string' || token === '')) return null;
    return { type, amount: cents(amount), token, userId, startedAt };
  } catch {
    return null;
  }
}

export const depositReturn = {
  /** Written just before the browser leaves for the provider's redirectUrl. */
  save: (entry: Omit<DepositReturn, 'type' | 'startedAt'>, now = Date.now()): void => {
    storage()?.setItem(DEPOSIT_RETURN_KEY, JSON.stringify({ type: 'deposit', startedAt: now, ...entry } satisfies DepositReturn));
  },
  /** The deposit this tab is waiting on for this player, or null (none, another player's, or too old). */
  read: (userId: number, now = Date.now()): DepositReturn | null => {
    const entry = parse(storage()?.getItem(DEPOSIT_RETURN_KEY) ?? null);
    if (!entry || entry.userId !== userId || now - entry.startedAt > DEPOSIT_RETURN_TTL_MS || entry.startedAt > now + 60_000) return null;
    return entry;
  },
  /** Whether anything is kept at all (cheap: the app's shell asks on every load). */
  any: (): boolean => (storage()?.getItem(DEPOSIT_RETURN_KEY) ?? null) !== null,
  clear: (): void => storage()?.removeItem(DEPOSIT_RETURN_KEY),
};
