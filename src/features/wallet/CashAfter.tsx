import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';

/**
 * The withdrawable cash after a money call (a deposit, a withdrawal, a cancel), once the balance
 * has been asked for again (`fresh`). The figure only when that ask answered: after a failed one
 * the balance on hand is the one from before the call, which would be stated as the new one.
 */
export function CashAfter({ fresh, testId }: { fresh: boolean; testId?: string }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { balance, balanceFailed } = useProfile();
  const text = !fresh
    ? t('cashAfter.loading')
    : balance && !balanceFailed
      ? t('cashAfter.now', { balance: formatMoney(balance.cash, locale, balance.currency, { fixed: true }) })
      : t('cashAfter.notUpdated');
  return <p data-testid={testId}>{text}</p>;
}
