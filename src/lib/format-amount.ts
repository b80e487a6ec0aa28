import type { Locale } from '@/routes/href';
import { formatMoney } from './format';
import { isWholeEuros, type Cents } from './money';

/**
 * An amount a player reads as a sum of money moved or used (a deposit, a withdrawal, a loss
 * limit's use): whole euros bare, and any cents with both digits ("€25", "€25.50", never spec
 * 9's bare "€25.5", which reads as a price mistyped). Its own module: the lobby's first load
 * formats only jackpots and balances (./format.ts).
 */
export function formatAmount(amount: Cents, locale: Locale, currency = 'EUR'): string {
  return formatMoney(amount, locale, currency, { fixed: !isWholeEuros(amount) });
}
