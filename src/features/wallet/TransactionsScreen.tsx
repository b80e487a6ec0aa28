import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RouteLink } from '@/routes/RouteLink';
import { useRequestedPage } from '@/routes/use-page-param';
import { RoutePage } from '@/ui/RoutePage';
import { theme } from '@/ui/theme';
import { PAGE_OF, TransactionsList, type TransactionKind } from './TransactionsList';

const KINDS: readonly TransactionKind[] = ['deposits', 'withdraws', 'game-actions'];
const NAME = { deposits: 'deposits', withdraws: 'withdraws', 'game-actions': 'gameActions' } as const;

/**
 * The transaction pages (spec 2.1): the overview shows page 1 of each list, as the panels do;
 * a list's own page shows all of it, page by page. The lists are the panels' own screen.
 */
export function TransactionsScreen({ kind }: { kind?: TransactionKind }) {
  const { t } = useTranslation('account');
  const page = useRequestedPage();
  const route = kind ? PAGE_OF[kind] : 'transactions';
  return (
    <RoutePage route={route}>
      <Tabs aria-label={t('transactions.label')}>
        <ul>
          {(['transactions', ...KINDS.map((k) => PAGE_OF[k])] as const).map((id) => (
            <li key={id}>
              <RouteLink to={id} aria-current={id === route ? 'page' : undefined}>
                {id === 'transactions' ? t('transactions.overview') : t(`transactions.${NAME[KINDS.find((k) => PAGE_OF[k] === id) ?? 'deposits']}`)}
              </RouteLink>
            </li>
          ))}
        </ul>
      </Tabs>
      {kind ? (
        <TransactionsList kind={kind} page={page} paginated />
      ) : (
        KINDS.map((k) => (
          <Section key={k} aria-labelledby={`transactions-${k}-title`}>
            <h2 id={`transactions-${k}-title`}>{t(`transactions.${NAME[k]}`)}</h2>
            <TransactionsList kind={k} />
          </Section>
        ))
      )}
    </RoutePage>
  );
}

const Tabs = styled.nav`
  margin-bottom: ${theme.space(5)};
  ul { display: flex; flex-wrap: wrap; gap: ${theme.space(2)}; margin: 0; padding: 0; list-style: none; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space(4)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.pill};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] { background: ${theme.color.primary}; border-color: ${theme.color.primary}; color: ${theme.color.primaryText}; }
`;

const Section = styled.section`
  margin-bottom: ${theme.space(8)};
  h2 { margin: 0 0 ${theme.space(3)}; font-size: 22px; }
`;
