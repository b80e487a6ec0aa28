import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { BOTTOM_OVERLAY_VAR } from '@/ui/bottom-overlay';
import type { Affiliate } from '@/api/schemas/content';
import { useAffiliate, useAffiliateBannerShown } from '@/data/content/affiliate';
import { readCookie } from '@/lib/read-cookie';
import { AFFILIATE_COOKIE, affiliateBanner } from '@/lib/rules/affiliate';
import type { Notice } from '@/lib/site-status';
import { href, type Locale } from '@/routes/href';
import { useLocale, useRouteId } from '@/routes/RouteLink';
import { useProfile } from '@/state/profile';
import { ButtonLink } from '@/ui/Button';
import { focusMain } from '@/ui/focus-main';
import { Icon } from '@/ui/icons';
import { panelIcons } from '@/ui/panel-icons';
import { SafeHtml } from '@/ui/SafeHtml';
import { theme } from '@/ui/theme';
import { useDialogOpen } from '@/ui/use-dialog-open';
import { WithNamespaces } from '@/ui/WithNamespaces';

/**
 * The affiliate's message in the page's language (the service sends one per language), else
 * English, marked as such; none when neither has one.
 */
export function affiliateMessage(affiliate: Affiliate, locale: Locale): Notice | null {
  const byLocale = { fi: affiliate.message_fi, en: affiliate.message_en, et: affiliate.message_et };
  if (byLocale[locale]) return { html: byLocale[locale], lang: locale };
  return affiliate.message_en ? { html: affiliate.message_en, lang: 'en' } : null;
}

/**
 * The affiliate's welcome banner for a visitor (spec 4): the affiliate's message, the free
 * spins it grants and on which game, and the way to register. It counts as shown when it
 * appears (a cookie, 7 days) and stays until closed or the visitor logs in.
 */
function AffiliateBanner({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const { loginStatus } = useProfile();
  const onGamePage = useRouteId() === 'gamePlay';
  const { shownBefore, markShown } = useAffiliateBannerShown();
  const [kept] = useState(() => readCookie(AFFILIATE_COOKIE));
  // Once it has appeared it stays, whatever opens over it later.
  const [appeared, setAppeared] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const modalOpen = useDialogOpen('any') && !appeared;
  const decision = affiliateBanner({ loginStatus, shownBefore, onGamePage, modalOpen, kept });
  const affiliate = useAffiliate(decision.show ? decision.reference : null);
  const message = affiliate ? affiliateMessage(affiliate, locale) : null;
  const visible = decision.show && affiliate !== null && (message !== null || affiliate.granted_free_spins > 0);

  useEffect(() => {
    if (!visible) return;
    markShown();
    setAppeared(true);
  }, [visible, markShown]);

  // The page's scroll padding keeps a focused item clear of the banner (src/ui/global-css.ts).
  useEffect(() => {
    const node = banner.current;
    if (!visible || !node) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(BOTTOM_OVERLAY_VAR, `${Math.max(0, window.innerHeight - node.getBoundingClientRect().top)}px`);
    measure();
    // Its text may wrap anew (a font, a zoom); a browser without the observer measures on resize.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(node);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(BOTTOM_OVERLAY_VAR);
    };
  }, [visible]);

  if (!visible) return null;
  const spins = affiliate.granted_free_spins;
  const close = () => {
    // Its Close goes with it: focus would drop to <body>, back at the top of the document. The
    // banner floats over the page, so nothing takes its place: the page's content does.
    if (banner.current?.contains(document.activeElement)) focusMain();
    onClose();
  };
  return (
    <Banner ref={banner} aria-labelledby="affiliate-banner-title" data-testid="affiliate-banner">
      <Title id="affiliate-banner-title">{t('affiliate.banner.title')}</Title>
      {message ? <SafeHtml html={message.html} lang={message.lang} /> : null}
      {spins > 0 ? (
        <Spins>
          {affiliate.free_spin_game
            ? t('affiliate.banner.freeSpinsOn', { count: spins, game: affiliate.free_spin_game.title })
            : t('affiliate.banner.freeSpins', { count: spins })}
        </Spins>
      ) : null}
      <Register $variant="primary" href={href('registration', { locale })} onClick={onClose}>
        {t('affiliate.register')}
      </Register>
      <Close type="button" onClick={close} aria-label={t('affiliate.banner.close')}>
        <Icon path={panelIcons.close} size={20} />
      </Close>
    </Banner>
  );
}

const NAMESPACES = ['content'];

/** With its strings, loaded with it; closed for this page load once closed, or if they cannot load. */
export function AffiliateBannerLoader() {
  const [closed, setClosed] = useState(false);
  const close = useCallback(() => setClosed(true), []);
  if (closed) return null;
  return (
    <WithNamespaces namespaces={NAMESPACES} onUnavailable={close}>
      <AffiliateBanner onClose={close} />
    </WithNamespaces>
  );
}

const Banner = styled.aside`
  position: fixed;
  z-index: ${theme.z.nav + 5};
  left: ${theme.space(4)};
  bottom: ${theme.space(4)};
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: ${theme.space(2)} ${theme.space(3)};
  width: min(480px, calc(100vw - ${theme.space(8)}));
  max-height: calc(100vh - ${theme.layout.navHeight} - ${theme.space(8)});
  overflow-y: auto;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.primary};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceRaised};
  box-shadow: 0 12px 32px rgb(0 0 0 / 45%);
  > :not(button) { grid-column: 1; }
  p { margin: 0; }
  a:not([class]) { color: ${theme.color.primary}; }
  ${theme.media.mobile} {
    left: ${theme.space(2)};
    right: ${theme.space(2)};
    bottom: calc(${theme.layout.bottomBarHeight} + env(safe-area-inset-bottom) + ${theme.space(2)});
    width: auto;
    max-height: 60vh;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 18px;
`;

const Spins = styled.p`
  font-weight: 700;
  color: ${theme.color.primary};
`;

const Register = styled(ButtonLink)`
  justify-self: start;
`;

const Close = styled.button`
  grid-column: 2;
  grid-row: 1;
  width: 36px;
  height: 36px;
  margin: -${theme.space(2)} -${theme.space(2)} 0 0;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.text};
  cursor: pointer;
  &:hover { background: ${theme.color.surface}; }
`;
