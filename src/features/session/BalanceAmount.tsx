import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { VisuallyHidden } from '@/ui/VisuallyHidden';

/**
 * The player's balance (cash and bonus money, spec 3) as the account corner and the toolbar show
 * it: '…' while it loads, and a dash named "balance unavailable" when its call failed with nothing
 * known, which the profile panel explains with a retry (the query also asks again by itself).
 * `labelled`: the toolbar's visible "Balance" stands before it, so its name is "unavailable".
 */
export function BalanceAmount({ labelled = false }: { labelled?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { balance, balanceFailed } = useProfile();
  if (balance) return <>{formatMoney(balance.balance, locale, balance.currency, { fixed: true })}</>;
  if (!balanceFailed) return <>…</>;
  return (
    <>
      <span aria-hidden="true">–</span>
      <VisuallyHidden>{t(labelled ? 'session.unavailable' : 'session.balanceUnavailable')}</VisuallyHidden>
    </>
  );
}
