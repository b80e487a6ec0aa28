import type { Prize } from '@/api/schemas/second';
import { formatCount, formatMoney } from '@/lib/format';
import type { Locale } from '@/routes/href';

/** The wheel namespace's t (from useTranslation('wheel')). */
export type WheelT = (key: string, options?: Record<string, unknown>) => string;

/** A prize in words, for the prize list, the result and the screen reader ("10 free spins on Golden Aurora"). */
export function prizeText(prize: Prize, t: WheelT, locale: Locale): string {
  switch (prize.type) {
    case 'freeSpins':
      return prize.game
        ? t('prize.freeSpins', { count: prize.amount, game: prize.game.name })
        : t('prize.freeSpinsAnyGame', { count: prize.amount });
    case 'promo':
      return t('prize.promo', { amount: formatMoney(prize.amount, locale) });
    case 'loyaltyPoints':
      return t('prize.loyaltyPoints', { count: prize.amount, points: formatCount(prize.amount, locale) });
  }
}

/** A prize as short as a wheel segment holds ("10 spins", "5 €", "250 pts"). */
export function segmentText(prize: Prize, t: WheelT, locale: Locale): string {
  switch (prize.type) {
    case 'freeSpins':
      return t('segment.freeSpins', { count: prize.amount });
    case 'promo':
      return formatMoney(prize.amount, locale);
    case 'loyaltyPoints':
      return t('segment.loyaltyPoints', { count: prize.amount, points: formatCount(prize.amount, locale) });
  }
}
