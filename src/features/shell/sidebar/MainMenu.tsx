import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { useMaintenance } from '@/data/use-maintenance';
import { noticeFor } from '@/lib/site-status';
import { RouteLink, useLocale } from '@/routes/RouteLink';
import { DisruptionBanner, useDisruptionDismissal } from '../DisruptionBanner';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { MENU_EXTRA_ITEMS, NAV_ITEMS } from '../nav-items';

/** The mobile main menu: the disruption notice, the site navigation and the language switcher. */
export function MainMenu() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const disruption = noticeFor(useMaintenance()?.serviceDisruption, locale);
  const { visible, dismiss } = useDisruptionDismissal(disruption);
  return (
    <>
      {visible && disruption ? <DisruptionBanner html={disruption} onDismiss={dismiss} /> : null}
      <nav aria-label={t('nav.main')}>
        <Links>
          {[...NAV_ITEMS, ...MENU_EXTRA_ITEMS].map((item) => (
            <li key={item.to}>
              <RouteLink to={item.to}>{t(item.label)}</RouteLink>
            </li>
          ))}
        </Links>
      </nav>
      <LanguageSwitcher />
    </>
  );
}

const Links = styled.ul`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    font-size: 18px;
    font-weight: 600;
    text-decoration: none;
  }
`;
