import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { href, routeIdForPage } from '@/routes/href';
import { RouteLink, useCurrentPath, useLocale } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { NAV_ITEMS } from './nav-items';

/** The desktop navbar (spec 2.3); guests get Login (returning here) and Register. */
export function DesktopNav({ account, search }: { account: React.ReactNode; search: React.ReactNode }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const router = useRouter();
  const { isLoggedIn } = useProfile();
  const currentPath = useCurrentPath();
  const currentRoute = routeIdForPage(router.pathname);
  return (
    <Bar>
      <Inner>
        <Brand to="home">{t('brand')}</Brand>
        <nav aria-label={t('nav.main')}>
          <Links>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <RouteLink to={item.to} aria-current={currentRoute === item.to ? 'page' : undefined}>
                  {t(item.label)}
                </RouteLink>
              </li>
            ))}
          </Links>
        </nav>
        <SearchSlot>{search}</SearchSlot>
        {isLoggedIn ? account : (
          <Actions>
            <ButtonLink $variant="secondary" href={href('login', { locale, query: { redirectUrl: currentPath() } })}>
              {t('nav.login')}
            </ButtonLink>
            <ButtonLink $variant="primary" href={href('registration', { locale })}>
              {t('nav.register')}
            </ButtonLink>
          </Actions>
        )}
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.nav};
  height: ${({ theme }) => theme.layout.navHeight};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.media.mobile} { display: none; }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(8)};
  height: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(6)};
`;

export const Brand = styled(RouteLink)`
  font-size: 24px;
  font-weight: 800;
  letter-spacing: 0.03em;
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;
`;

const Links = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    font-weight: 600;
    text-decoration: none;
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 2px solid transparent;
  }
  a:hover, a[aria-current='page'] { border-bottom-color: ${({ theme }) => theme.color.primary}; }
`;

const SearchSlot = styled.div`
  margin-left: auto;
  & + * { margin-left: 0; }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  margin-left: auto;
`;
