import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useMaintenance } from '@/data/content/maintenance-query';
import { noticeFor } from '@/lib/site-status';
import { useLocale, useRouteId } from '@/routes/RouteLink';
import { DesktopNav } from './DesktopNav';
import type { FrameProps } from './panels/PanelView';
import { useDisruptionDismissal } from './use-disruption-dismissal';
import { Footer } from './Footer';
import { SeoHead } from './SeoHead';
import { MobileBottomBar, MobileTopBar } from './MobileBars';
import { usePanels } from '@/state/panels';
import { useFocusMainAfterNavigation } from '@/ui/focus-main';
import { useLatch } from '@/ui/use-latch';
import { bottomCover } from '@/ui/bottom-overlay';
import { theme } from '@/ui/theme';
import { lazyComponent } from '@/ui/lazy-component';

/** Shown only during a service disruption. */
const DisruptionBanner = lazyComponent(() => import('./DisruptionBanner').then((m) => m.DisruptionBanner), { ssr: true });

/** The sidebar (and the dialog under it) loads the first time it opens. */
const Sidebar = lazyComponent(() => import('./panels/Sidebar').then((m) => m.Sidebar));

function LazySidebar({ registry, loadBody }: FrameProps) {
  return useLatch(usePanels().isOpen('sidebar')) ? <Sidebar registry={registry} loadBody={loadBody} /> : null;
}

/** The service-disruption banner (desktop), in its own component so each maintenance poll renders only it. */
function Disruption() {
  const disruption = noticeFor(useMaintenance()?.serviceDisruption, useLocale());
  const { visible, dismiss } = useDisruptionDismissal(disruption?.html);
  return visible && disruption ? (
    <DesktopOnly>
      <DisruptionBanner notice={disruption} onDismiss={dismiss} />
    </DesktopOnly>
  ) : null;
}

type Props = {
  children: ReactNode;
  /** The pages of the panel stack, which the mobile sidebar shows. */
  panels: FrameProps;
  /** The logged-in player's part of the desktop navbar. */
  desktopAccount: ReactNode;
  /** The navbar search box (desktop). */
  desktopSearch: ReactNode;
  /** The mobile toolbar under the top bar. */
  mobileToolbar: ReactNode;
  /** Floating pieces (the session timer). */
  overlay: ReactNode;
};

/**
 * The layout shell around every page. The game page has no footer or language switcher. The
 * bars and the footer are memoised: this renders again with the router's state, which they
 * read only where they need it. A navigation to another page puts focus on its `main`.
 */
export function Layout({ children, panels, desktopAccount, desktopSearch, mobileToolbar, overlay }: Props) {
  const { t } = useTranslation('common');
  const isGamePage = useRouteId() === 'gamePlay';
  useFocusMainAfterNavigation();
  return (
    <>
      <SeoHead />
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Disruption />
      <DesktopNav account={desktopAccount} search={desktopSearch} />
      <MobileTopBar />
      {mobileToolbar}
      <Main id="main" tabIndex={-1} $withFooter={!isGamePage}>
        {children}
      </Main>
      {isGamePage ? null : <Footer />}
      <MobileBottomBar />
      <LazySidebar {...panels} />
      {overlay}
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: ${theme.z.loading};
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  border-radius: ${theme.radius.sm};
  &:focus { top: 8px; }
`;

const DesktopOnly = styled.div`
  ${theme.media.mobile} { display: none; }
`;

const Main = styled.main<{ $withFooter: boolean }>`
  display: block;
  /* With a footer, at least the window under the header: the footer starts below the fold, so
     content that arrives after the first paint (a player's lists, once the session is known)
     pushes down nothing in sight (a transactions page shifted 0.25 as its footer dropped). The
     game page, without one, sizes its own stage to the window. */
  min-height: ${({ $withFooter }) => ($withFooter ? `calc(100vh - ${theme.layout.navHeight})` : '60vh')};
  outline: none;
  /* Clear of the bottom bar and a floating banner at the page's end; the footer does it when there is one. */
  padding-bottom: ${({ $withFooter }) => ($withFooter ? '0' : bottomCover.desktop)};
  ${theme.media.mobile} {
    min-height: ${({ $withFooter }) => ($withFooter ? `calc(100vh - ${theme.layout.mobileNavHeight})` : '60vh')};
    padding-bottom: ${({ $withFooter }) => ($withFooter ? '0' : bottomCover.mobile)};
  }
`;
