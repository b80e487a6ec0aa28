import { hasCookie, removeCookie, setCookie } from '@/lib/cookies';
import { cents, type Cents } from '@/lib/money';
import { jsonFields, tabStorage } from '@/lib/tab-storage';
import { DEPOSIT_KEPT_MARK } from './deposit-kept';

/** The session-storage key of a deposit that has left for the payment provider (spec 4). */
export const DEPOSIT_RETURN_KEY = 'kasino.deposit';

/** A return older than this is forgotten: the deposit shows in the transactions anyway. */
export const DEPOSIT_RETURN_TTL_MS = 60 * 60 * 1000;

/**
 * What the tab keeps while the player is at the payment provider (spec 4: type=deposit, the
 * amount and, for a new customer, the token). `token` is initDeposit's, for depositStatus; a
 * deposit with stored details has none. `userId` is whose deposit it is: a player's id keeps
 * one player's result from showing to another who logs in on the same tab; null is a new
 * customer's (spec 6), shown only while nobody is logged in. `backByHistory`: this tab came
 * back to it by the browser's Back or Forward (loadedByHistory), which a reload keeps.
 */
export type DepositReturn = {
  type: 'deposit';
  amount: Cents;
  token: string | null;
  userId: number | null;
  startedAt: number;
  backByHistory?: true;
};

function asDepositReturn(value: unknown): DepositReturn | null {
  const { type, amount, token, userId, startedAt, backByHistory } = jsonFields(value);
  if (type !== 'deposit' || typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null;
  const owner = userId === null || typeof userId === 'number' ? userId : undefined;
  if (owner === undefined || typeof startedAt !== 'number') return null;
  if (token !== null && (typeof token !== 'string' || token === '')) return null;
  // A new customer's deposit is only ever known by its token.
  if (owner === null && token === null) return null;
  const entry: DepositReturn = { type, amount: cents(amount), token, userId: owner, startedAt };
  return backByHistory === true ? { ...entry, backByHistory } : entry;
}

/**
 * A page of the site with the deposit panel opened on it (a `?panel=deposit` link,
 * src/root/PanelDeepLink.tsx): where a new customer comes back to from the provider, and
 * from a login.
 */
export function withDepositPanel(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}panel=deposit`;
}

/**
 * Whether this page was loaded by the browser's Back or Forward: with a deposit kept, the player
 * came back from the provider's page by the history, not sent back by the provider, and may
 * have left it before paying.
 */
export function loadedByHistory(): boolean {
  if (typeof performance.getEntriesByType !== 'function') return false;
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation !== undefined && 'type' in navigation && navigation.type === 'back_forward';
}

/** Writes the entry over whatever the tab kept; whether the storage took it. */
const keep = (entry: DepositReturn): boolean => tabStorage.keep(DEPOSIT_RETURN_KEY, JSON.stringify(entry));

export const depositReturn = {
  /**
   * Written just before the browser leaves for the provider's redirectUrl. Where storage is
   * blocked or full nothing is kept: the player still goes, and finds the deposit in the
   * transactions rather than its result on coming back. With the mark the shell looks for.
   */
  save: async (entry: Omit<DepositReturn, 'type' | 'startedAt'>, now = Date.now()): Promise<void> => {
    if (keep({ type: 'deposit', startedAt: now, ...entry })) await setCookie(DEPOSIT_KEPT_MARK, '1');
  },
  /**
   * The deposit this tab is waiting on for this player (null: for a visitor, a new customer's),
   * or null (none, someone else's, or too old).
   */
  read: (userId: number | null, now = Date.now()): DepositReturn | null => {
    // Under its mark only: a page without one (next to every page) touches no storage.
    if (!hasCookie(DEPOSIT_KEPT_MARK, '1')) return null;
    const entry = tabStorage.readJson(DEPOSIT_RETURN_KEY, asDepositReturn);
    if (!entry || entry.userId !== userId || now - entry.startedAt > DEPOSIT_RETURN_TTL_MS || entry.startedAt > now + 60_000) return null;
    return entry;
  },
  /** Marks the kept deposit as come back to by the history: a reload still makes its offer. */
  markBackByHistory: (entry: DepositReturn): void => {
    keep({ ...entry, backByHistory: true });
  },
  clear: (): void => {
    tabStorage.forget(DEPOSIT_RETURN_KEY);
    if (hasCookie(DEPOSIT_KEPT_MARK, '1')) void removeCookie(DEPOSIT_KEPT_MARK);
  },
};
