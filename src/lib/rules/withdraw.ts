import { cents, type Cents } from '../money';
import { outsideBounds, type AmountBounds } from './bounds';

export type WithdrawAmountError = { key: 'forms:minWithdraw' | 'forms:maxWithdraw'; amount: Cents };

/** Spec 5: at least the method's minimum and at most its maximum. */
export function withdrawAmountError(amount: Cents, bounds: AmountBounds): WithdrawAmountError | null {
  const outside = outsideBounds(amount, bounds);
  if (outside === 'min') return { key: 'forms:minWithdraw', amount: bounds.min };
  if (outside === 'max') return { key: 'forms:maxWithdraw', amount: bounds.max };
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

/** Spec 5: submit stays disabled for no amount (an empty or unreadable field is none), 0 or less, or a blocked withdrawal. */
export function withdrawSubmitDisabled({ amount, cash, cashReserve }: { amount: Cents | null; cash: Cents; cashReserve: Cents | null }): boolean {
  return amount === null || amount <= 0 || withdrawBlocked(cash, cashReserve);
}
