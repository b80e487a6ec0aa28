import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { Icon, icons } from '@/ui/icons';
import { href, routeIdForPage } from '@/routes/href';
import { RouteLink, useLocale } from '@/routes/RouteLink';
import { useIsLoggedIn } from '@/state/profile';
import { Brand } from './DesktopNav';
import { useSearchPanel } from '@/state/search-panel';
import { usePanels } from '@/state/panels';
import { theme } from '@/ui/theme';
import { preloadMenu } from '@/data/games/menu-query';
import { lazyComponent } from '@/ui/lazy-component';
import { KEEP_SERVER_HTML } from '@/ui/hydrate-where-shown';
import { useShownBy } from '@/ui/media';

/** Players only, so visitors neither download nor render it. */
const ProfileBadge = lazyComponent(() => import('./ProfileBadge').then((m) => m.ProfileBadge));

/**
 * The mobile bars are in a desktop's HTML too, hidden, and a desktop keeps that HTML as it is
 * rather than hydrating it (../../ui/hydrate-where-shown.tsx), as a phone does the desktop navbar.
 */
export const MobileTopBar = memo(function MobileTopBar() {
  return useShownBy(theme.media.mobile) ? <TopBar /> : <KeptTop />;
});

export const MobileBottomBar = memo(function MobileBottomBar() {
  return useShownBy(theme.media.mobile) ? <BottomBar /> : <KeptBottom />;
});

const KeptTop = memo(function KeptTop() {
  return <Top {...KEEP_SERVER_HTML} />;
});

const KeptBottom = memo(function KeptBottom() {
  return <Bottom {...KEEP_SERVER_HTML} />;
});

/** The mobile top bar: the brand and, for guests, Register. */
function TopBar() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const isLoggedIn = useIsLoggedIn();
  return (
    <Top>
      <Brand to="home">{t('brand')}</Brand>
      {isLoggedIn ? null : (
        <ButtonLink $variant="primary" href={href('registration', { locale })}>
          {t('nav.register')}
        </ButtonLink>
      )}
    </Top>
  );
}

/** The mobile bottom bar (spec 2.5): home, wheel (gold rush), log in or profile, search, menu. */
function BottomBar() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const current = routeIdForPage(router.pathname);
  const isLoggedIn = useIsLoggedIn();
  const panels = usePanels();
  const searchPanel = useSearchPanel();
  return (
    <Bottom aria-label={t('nav.mobile')}>
      <Item to="home" aria-current={current === 'home' ? 'page' : undefined}>
        <Icon path={icons.home} />
        <Label>{t('nav.home')}</Label>
      </Item>
      <Item to="goldRush" aria-current={current === 'goldRush' ? 'page' : undefined}>
        <Icon path={icons.wheel} />
        <Label>{t('nav.wheel')}</Label>
      </Item>
      <ItemButton type="button" onClick={() => panels.open('sidebar', isLoggedIn ? 'profile' : 'loggedOut')} aria-haspopup="dialog" data-login-opener="" data-testid="bottom-profile">
        <Icon path={icons.user} />
        {isLoggedIn ? <ProfileBadge /> : null}
        <Label>{isLoggedIn ? t('nav.profile') : t('nav.login')}</Label>
      </ItemButton>
      <ItemButton type="button" onClick={searchPanel.open} aria-haspopup="dialog">
        <Icon path={icons.search} />
        <Label>{t('nav.search')}</Label>
      </ItemButton>
      <ItemButton
        type="button"
        onClick={() => {
          preloadMenu();
          panels.open('sidebar', 'menu');
        }}
        aria-haspopup="dialog"
      >
        <Icon path={icons.menu} />
        <Label>{t('nav.menu')}</Label>
      </ItemButton>
    </Bottom>
  );
}

const Top = styled.header`
  display: none;
  ${theme.media.mobile} {
    position: sticky;
    top: 0;
    z-index: ${theme.z.nav};
    display: flex;
    align-items: center;
    justify-content: space-between;
    height: ${theme.layout.mobileNavHeight};
    padding: 0 ${theme.space(4)};
    background: ${theme.color.surface};
    border-bottom: 1px solid ${theme.color.border};
  }
`;

const Bottom = styled.nav`
  display: none;
  ${theme.media.mobile} {
    position: fixed;
    inset: auto 0 0 0;
    z-index: ${theme.z.bottomBar};
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    /* 64 px of buttons above the home indicator's inset (border-box: a height of 64 px with the
       inset as padding left the buttons less); the floating notices sit on this sum. */
    height: calc(${theme.layout.bottomBarHeight} + env(safe-area-inset-bottom));
    padding-bottom: env(safe-area-inset-bottom);
    background: ${theme.color.surface};
    border-top: 1px solid ${theme.color.border};
  }
`;

const itemStyle = `
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 0;
  /* A button's own side padding (6px each) took the room "Logi sisse" needs. */
  padding: 0;
  border: 0;
  background: transparent;
  font-size: 12px;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

/** One line under the icon (a label that wrapped, "Logi sisse", lifted its icon out of the row); cut with an ellipsis where a font is wider still. */
const Label = styled.span`
  max-width: 100%;
  padding: 0 2px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Item = styled(RouteLink)`
  ${itemStyle}
  &[aria-current='page'] { color: ${theme.color.primary}; }
`;

const ItemButton = styled.button`
  ${itemStyle}
`;

