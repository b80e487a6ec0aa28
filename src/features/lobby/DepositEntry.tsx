import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { href } from '@/routes/href';
import { useLocale } from '@/routes/RouteLink';
import { ButtonLink } from '@/ui/Button';
import { theme } from '@/ui/theme';

/**
 * Home's way to the deposit (spec 6: a visitor may start a new-customer deposit). A link that
 * opens the deposit panel (`?panel=deposit`): a visitor's new-customer deposit, a player's own
 * deposit; the same in the server's HTML for both, and no script of its own. One slim row on a
 * desktop, so the lobby below moves little.
 */
export function DepositEntry() {
  const { t } = useTranslation('lobby');
  const locale = useLocale();
  return (
    <Entry aria-labelledby="deposit-entry-title">
      <div>
        <h2 id="deposit-entry-title">{t('depositEntry.title')}</h2>
        <p>{t('depositEntry.text')}</p>
      </div>
      <ButtonLink $variant="primary" href={href('home', { locale, query: { panel: 'deposit' } })} data-testid="home-deposit">
        {t('depositEntry.button')}
      </ButtonLink>
    </Entry>
  );
}

const Entry = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(6)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  h2 { margin: 0; font-size: 18px; }
  p { margin: 0; color: ${theme.color.muted}; }
`;
