import { useTranslation } from 'react-i18next';
import { useRouter } from 'next/router';
import { memo, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { href, routeIdForPage } from '@/routes/href';
import { RouteLink, useCurrentPath, useLocale } from '@/routes/RouteLink';
import { useIsLoggedIn } from '@/state/profile';
import { NAV_ITEMS } from './nav-items';
import { NavMenu } from './NavMenu';
import { useNavSections } from './use-nav-sections';
import { lazyComponent } from '@/ui/lazy-component';
import { KEEP_SERVER_HTML } from '@/ui/hydrate-where-shown';
import { useShownBy } from '@/ui/media';
import { theme } from '@/ui/theme';

const SpinsBadge = lazyComponent(() => import('./SpinsBadge').then((m) => m.SpinsBadge));

type Props = { account: React.ReactNode; search: React.ReactNode };

/**
 * The desktop navbar (spec 2.3). A phone's page has it in its HTML but hidden, and keeps that
 * HTML as it is rather than hydrating it (../../ui/hydrate-where-shown.tsx).
 */
export const DesktopNav = memo(function DesktopNav(props: Props) {
  return useShownBy(theme.media.desktop) ? <NavBar {...props} /> : <KeptBar />;
});

/** The server's navbar, left as it came on a window that hides it. */
const KeptBar = memo(function KeptBar() {
  return <Bar {...KEEP_SERVER_HTML} />;
});

/** The navbar itself; guests get Login (returning here) and Register. */
function NavBar({ account, search }: Props) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const router = useRouter();
  const isLoggedIn = useIsLoggedIn();
  const currentPath = useCurrentPath();
  // The groups load when the pointer or focus first comes to the navigation, not with the page.
  const [menusWanted, setMenusWanted] = useState(false);
  const wantMenus = () => setMenusWanted(true);
  const sections = useNavSections(menusWanted);
  const currentRoute = routeIdForPage(router.pathname);
  return (
    <Bar>
      <Inner>
        <Brand to="home">{t('brand')}</Brand>
        <nav aria-label={t('nav.main')} onPointerEnter={wantMenus} onFocus={wantMenus}>
          <Links>
            {NAV_ITEMS.map((item) => {
              const current = currentRoute === item.to;
              if (item.to === 'slotIndex' || item.to === 'liveCasino') {
                const links = item.to === 'slotIndex' ? sections.slots : sections.live;
                return (
                  <NavMenu
                    key={item.to}
                    label={t(item.label)}
                    href={href(item.to, { locale })}
                    links={links}
                    loading={sections.loading}
                    onWanted={wantMenus}
                    current={current}
                    toggleLabel={t('nav.groupsOf', { section: t(item.label) })}
                  />
                );
              }
              return (
                <li key={item.to}>
                  <RouteLink to={item.to} aria-current={current ? 'page' : undefined}>
                    {t(item.label)}
                    {item.to === 'bonusWheel' && isLoggedIn ? <SpinsBadge /> : null}
                  </RouteLink>
                </li>
              );
            })}
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
  z-index: ${theme.z.nav};
  height: ${theme.layout.navHeight};
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  ${theme.media.mobile} { display: none; }
`;

/**
 * The bar spans the window (the pages' content stays at the layout's width): a player's bar
 * holds the brand, the links, the search, the quick stop and the account, which is more than
 * the content's 1280 px hold in Estonian. Below 1440 px its gaps, the search and the account
 * corner are compact (`theme.media.compactNav`), so it fits from 1280 px in every language.
 */
const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};
  height: 100%;
  padding: 0 ${theme.space(6)};
  ${theme.media.compactNav} { gap: ${theme.space(3)}; padding: 0 ${theme.space(4)}; }
`;

export const Brand = styled(RouteLink)`
  font-size: 24px;
  font-weight: 800;
  letter-spacing: 0.03em;
  color: ${theme.color.primary};
  text-decoration: none;
`;

const Links = styled.ul`
  display: flex;
  gap: ${theme.space(4)};
  white-space: nowrap;
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: flex; align-items: center; }
  ${theme.media.compactNav} { gap: ${theme.space(3)}; }
  a {
    font-weight: 600;
    text-decoration: none;
    padding: ${theme.space(2)} 0;
    border-bottom: 2px solid transparent;
  }
  a:hover, a[aria-current='page'] { border-bottom-color: ${theme.color.primary}; }
`;

/**
 * The search gives way first (down to the compact bar's 128 px) when the bar runs short, before
 * the nickname would: at 1440 px the Estonian links ("Kasiinomängud", "Live-kasiino", "Pakkumised",
 * "Boonusratas") are about 70 px longer than the Finnish ones, and the nickname was the only part
 * that could shrink, so "Onnenpekka" ended as "Onne…". The factor is that large because shrinking
 * is shared in proportion to it: the account corner's share must stay below a fraction of a pixel.
 */
const SearchSlot = styled.div`
  flex-shrink: 100000;
  min-width: 128px;
  margin-left: auto;
`;

/** The bonus wheel's available spins (spec 2.3), beside its link. */
const Actions = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  margin-left: auto;
`;
