import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import type { Cents } from '@/lib/money';
import { useLocale } from '@/routes/RouteLink';
import { VisuallyHidden } from '@/ui/VisuallyHidden';

/**
 * A change of a loss limit as spec 4 lists it, old amount then new amount ("€50 → €100"; null is
 * no limit). The arrow is read as a word, so a screen reader says "€50 to €100". The confirmation
 * modal and the limit's accordion show a change awaiting confirmation with it.
 */
export function LimitChange({ from, to, currency }: { from: Cents | null; to: Cents | null; currency?: string }) {
  const { t } = useTranslation('limits');
  const locale = useLocale();
  const money = (amount: Cents | null) => (amount === null ? t('confirm.noLimit') : formatMoney(amount, locale, currency));
  return (
    <span>
      {money(from)} <span aria-hidden="true">→</span>
      <VisuallyHidden>{t('confirm.to')}</VisuallyHidden> <strong>{money(to)}</strong>
    </span>
  );
}
