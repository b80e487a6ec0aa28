import { useTranslation } from 'react-i18next';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { ButtonLink } from '@/ui/Button';
import { LobbySection } from './LobbySection';

/**
 * Home's way to the deposit (spec 6: a visitor may start a new-customer deposit). A link that
 * opens the deposit panel (`?panel=deposit`): a visitor's new-customer deposit, a player's own
 * deposit; the same in the server's HTML for both, and no script or styles of its own.
 */
export function DepositEntry() {
  const { t } = useTranslation('lobby');
  const locale = useLocale();
  return (
    <LobbySection aria-labelledby="deposit-entry-title">
      <h2 id="deposit-entry-title">{t('depositEntry.title')}</h2>
      <p>{t('depositEntry.text')}</p>
      <ButtonLink $variant="primary" href={href('home', { locale, query: { panel: 'deposit' } })} data-testid="home-deposit">
        {t('depositEntry.button')}
      </ButtonLink>
    </LobbySection>
  );
}
