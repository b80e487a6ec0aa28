import { useRouter } from 'next/router';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { readQuickStopEnd } from '@/features/responsible-gaming/quick-stop/read-quick-stop-end';
import { NavSearch } from '@/features/search/NavSearch';
import { DEPOSIT_KEPT_MARK } from '@/features/wallet/deposit-kept';
import { isLogoutPending } from '@/data/player/player-query';
import { hasCookie } from '@/lib/cookies';
import { PREVIEW_FLAG_COOKIE } from '@/lib/preview-flag';
import { SearchPanel } from '@/features/search/SearchPanel';
import { Layout } from '@/features/shell/Layout';
import { PanelsProvider } from '@/state/panels';
import { useIsLoggedIn, useProfile } from '@/state/profile';
import { SearchPanelProvider } from '@/state/search-panel';
import { admitPanel, PANEL_PARAM, PANELS } from './panels';
import { lazyComponent } from '@/ui/lazy-component';
import { theme } from '@/ui/theme';
import { ANY_INPUT, useEngaged } from '@/ui/use-engaged';

// A player's parts of the shell are client-only (the session is unknown while prerendering)
// and stay out of the visitor's first load: the account corner and the mobile toolbar, each
// with the quick stop (./PlayerBars.tsx).
const PlayerCorner = lazyComponent(() => import('./PlayerBars').then((m) => m.PlayerCorner));
/**
 * The toolbar's place is held while its code loads: it is in the page's flow, so coming later
 * it pushed the page down under a tap already on its way (the game page's favourite toggle).
 */
const ToolbarSpace = styled.div`
  display: none;
  ${theme.media.mobile} {
    display: block;
    height: ${theme.layout.mobileToolbarHeight};
  }
`;
const PlayerToolbar = lazyComponent(() => import('./PlayerBars').then((m) => m.PlayerToolbar), {
  loading: () => <ToolbarSpace data-testid="mobile-toolbar-space" />,
});
/** The panels' bodies load with the first frame that opens (the frame shows their loading). */
const FRAME = { registry: PANELS, loadBody: () => import('./panel-bodies').then((m) => m.PanelBody) };
/** Only a page opened with ?panel= needs it. */
const PanelDeepLink = lazyComponent(() => import('./PanelDeepLink').then((m) => m.PanelDeepLink));
/** Only a tab that left for the payment provider needs it. */
const DepositReturnOpener = lazyComponent(() => import('./DepositReturnOpener').then((m) => m.DepositReturnOpener));
/** The session timer and the automatic modals (./PlayerOverlay.tsx). */
const PlayerOverlay = lazyComponent(() => import('./PlayerOverlay').then((m) => m.PlayerOverlay));
/** A visitor's automatic modals (the site's popups) and the affiliate's banner (./VisitorOverlay.tsx). */
const VisitorOverlay = lazyComponent(() => import('./VisitorOverlay').then((m) => m.VisitorOverlay));
const LogoutNotice = lazyComponent(() => import('@/features/session/LogoutNotice').then((m) => m.LogoutNotice));
const SessionNotice = lazyComponent(() => import('@/features/session/SessionNotice').then((m) => m.SessionNotice));
/** The end of a quick stop, shown to the visitor the player has become. */
const QuickStopNotice = lazyComponent(() => import('@/features/responsible-gaming/quick-stop/QuickStopNotice').then((m) => m.QuickStopNotice));
/** A marketer's preview ribbon, on every page while the preview is on. */
const PreviewRibbon = lazyComponent(() => import('@/features/content/PreviewRibbon').then((m) => m.PreviewRibbon));

/** After a logout whose call failed, and on each page load until one is heard (its mark). */
function UnconfirmedLogout() {
  return useProfile().logoutUnconfirmed || isLogoutPending() ? <LogoutNotice /> : null;
}

/**
 * After a 115 ended a player's session, until the next login; or while a returning player's
 * session check keeps failing (the page shows a visitor's header meanwhile).
 */
function SessionNotices() {
  const { sessionLost, loginStatus, sessionHinted, sessionCheckFailure } = useProfile();
  const kind = sessionLost && loginStatus === 'loggedOut' ? 'lost' : sessionHinted && sessionCheckFailure ? 'unchecked' : null;
  return kind ? <SessionNotice kind={kind} /> : null;
}

/**
 * After a quick stop, its end for the visitor the player has become: read whenever this renders
 * for a visitor (after the logout, after a reload). The server reads nothing, and the notice is
 * client-only, so hydration finds what the server rendered.
 */
function QuickStopEnd() {
  const until = useIsLoggedIn() ? null : readQuickStopEnd();
  return until ? <QuickStopNotice until={until} /> : null;
}

/**
 * Back from the payment provider (or reloaded while waiting) with a deposit this tab kept, a
 * player's or a new customer's (its mark): its result opens in the panels once the session is
 * known. The opener is client-only, so hydration finds what the server rendered.
 */
function DepositReturn() {
  return useProfile().loginStatus !== 'unknown' && hasCookie(DEPOSIT_KEPT_MARK, '1') ? <DepositReturnOpener /> : null;
}

/** Loads the ribbon only in a preview (its marker cookie; the server renders it for no one). */
function InPreview() {
  return hasCookie(PREVIEW_FLAG_COOKIE, '1') ? <PreviewRibbon /> : null;
}

/** Renders (and so downloads) its children only for a logged-in player. */
function PlayerOnly({ children }: { children: ReactNode }) {
  return useIsLoggedIn() ? <>{children}</> : null;
}

/**
 * Renders (and so downloads) its children once the session is known to be a visitor's and the
 * visitor has engaged with the page: a popup or banner that came earlier would be the page's largest paint
 * (Lighthouse saw it take the login page's LCP from 1.7 to 3.5 s) and would take the first look.
 */
function EngagedVisitor({ children }: { children: ReactNode }) {
  const engaged = useEngaged(ANY_INPUT);
  const { loginStatus, player } = useProfile();
  // Not to a player who has just logged out, stopped for a break or lost the session on this
  // page ("Register now" over their break's notice): no new visitor (after a reload, ./VisitorOverlay.tsx).
  const wasPlayer = useRef(false);
  if (player) wasPlayer.current = true;
  return loginStatus === 'loggedOut' && engaged && !wasPlayer.current ? <>{children}</> : null;
}

/** Loads the ?panel= handler only when a page is opened with one. */
function PanelLink() {
  const { isReady, query } = useRouter();
  return isReady && query[PANEL_PARAM] !== undefined ? <PanelDeepLink /> : null;
}

/** The shell with each feature's part put in its place: the composition root of the layout. */
export function AppLayout({ children }: { children: ReactNode }) {
  // SearchPanel fetches its dialog only when the panel is first opened.
  return (
    <PanelsProvider admit={admitPanel}>
      <SearchPanelProvider>
        <Layout
          panels={FRAME}
          desktopAccount={<PlayerOnly><PlayerCorner {...FRAME} /></PlayerOnly>}
          desktopSearch={<NavSearch />}
          mobileToolbar={<PlayerOnly><PlayerToolbar /></PlayerOnly>}
          overlay={<><PlayerOnly><PlayerOverlay /></PlayerOnly><EngagedVisitor><VisitorOverlay /></EngagedVisitor><UnconfirmedLogout /><SessionNotices /><QuickStopEnd /><SearchPanel /><PanelLink /><DepositReturn /><InPreview /></>}
        >
          {children}
        </Layout>
      </SearchPanelProvider>
    </PanelsProvider>
  );
}
