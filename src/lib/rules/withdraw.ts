import { cents, type Cents } from '../money';
import { outsideBounds, type AmountBounds } from './bounds';

export type WithdrawAmountError =
  | { key: 'forms:minWithdraw' | 'forms:maxWithdraw'; amount: Cents }
  /** More than the cash the reserve leaves (the backend answers 121). */
  | { key: 'forms:aboveWithdrawable'; amount: Cents };

/**
 * Spec 5: at least the method's minimum and at most its maximum; given what can be withdrawn
 * now (cash minus reserve), not more than that either. The message names the amount crossed.
 */
export function withdrawAmountError(amount: Cents, bounds: AmountBounds, withdrawable: Cents | null = null): WithdrawAmountError | null {
  const outside = outsideBounds(amount, bounds);
  if (outside === 'min') return { key: 'forms:minWithdraw', amount: bounds.min };
  if (outside === 'max') return { key: 'forms:maxWithdraw', amount: bounds.max };
  if (withdrawable !== null && amount > withdrawable) return { key: 'forms:aboveWithdrawable', amount: cents(Math.max(0, withdrawable)) };
  return null;
}

/** Cash the reserve does not hold back; null while the reserve is unknown. May be 0 or less. */
export const withdrawableCash = (cash: Cents, cashReserve: Cents | null): Cents | null =>
  cashReserve === null ? null : cents(cash - cashReserve);

/** Spec 5: nothing can be withdrawn while the reserve is unknown or holds back all the cash. */
export function withdrawBlocked(cash: Cents, cashReserve: Cents | null): boolean {
  const available = withdrawableCash(cash, cashReserve);
  return available === null || available <= 0;
}

/**
 * Whether the withdraw form may be sent, and if not, why (spec 5), so the screen can say the
 * reason in words next to the button rather than only grey it out. One reason is given, the
 * first that applies: what the account blocks comes before what the player has (not yet)
 * typed, since typing cannot fix it.
 *
 * - `reserveUnknown`: the cash reserve is not known, so nothing may be sent;
 * - `reserveHoldsCash`: a reserve above 0 holds back all of the cash (cash - reserve <= 0);
 * - `noCash`: cash minus reserve is 0 or less with no reserve to blame (no cash at all);
 * - `noAmount`: no amount (an empty or unreadable field) or an amount of 0 or less;
 * - `ready`: the form may be sent; `withdrawable` is cash minus reserve (above 0).
 */
export type WithdrawSubmit =
  | { kind: 'ready'; amount: Cents; withdrawable: Cents }
  | { kind: 'reserveUnknown' }
  | { kind: 'reserveHoldsCash'; cash: Cents; cashReserve: Cents }
  | { kind: 'noCash'; cash: Cents }
  | { kind: 'noAmount'; withdrawable: Cents };

export type WithdrawSubmitInput = {
  /** What the amount field reads as (parseAmount); null when it is empty or unreadable. */
  amount: Cents | null;
  cash: Cents;
  cashReserve: Cents | null;
};

export function withdrawSubmit({ amount, cash, cashReserve }: WithdrawSubmitInput): WithdrawSubmit {
  if (cashReserve === null) return { kind: 'reserveUnknown' };
  const withdrawable = cents(cash - cashReserve);
  if (withdrawable <= 0) return cashReserve > 0 ? { kind: 'reserveHoldsCash', cash, cashReserve } : { kind: 'noCash', cash };
  if (amount === null || amount <= 0) return { kind: 'noAmount', withdrawable };
  return { kind: 'ready', amount, withdrawable };
}

/** Spec 5: submit stays disabled for no amount (an empty or unreadable field is none), 0 or less, or a blocked withdrawal. */
export function withdrawSubmitDisabled(input: WithdrawSubmitInput): boolean {
  return withdrawSubmit(input).kind !== 'ready';
}
