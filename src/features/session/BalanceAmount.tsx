import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { theme } from '@/ui/theme';

/**
 * The player's balance (cash and bonus money, spec 3) as the account corner and the toolbar show
 * it: '…' while it loads, and "Balance unavailable" in words when its call failed with nothing
 * known, which the profile panel explains with a retry (the query also asks again by itself).
 * In words for everyone, not a dash named only for screen readers: a tooltip would not reach a
 * phone, and the corner is itself a button, with no room for an info button inside.
 * `labelled`: the toolbar's visible "Balance" stands before it, so it says "unavailable".
 */
export function BalanceAmount({ labelled = false }: { labelled?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { balance, balanceFailed } = useProfile();
  if (balance) return <>{formatMoney(balance.balance, locale, balance.currency, { fixed: true })}</>;
  if (!balanceFailed) return <>…</>;
  return <Unavailable data-testid="balance-unavailable">{t(labelled ? 'session.unavailable' : 'session.balanceUnavailable')}</Unavailable>;
}

/** Not a figure: in the muted colour of a note, so it does not read as an amount. */
const Unavailable = styled.span`
  color: ${theme.color.muted};
  font-weight: 600;
`;
