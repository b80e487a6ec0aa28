import { useTranslation } from 'react-i18next';
import { memo, useState } from 'react';
import styled from 'styled-components';
import { env } from '@/lib/env';
import { RouteLink } from '@/routes/RouteLink';
import { lazyComponent } from '@/ui/lazy-component';
import { bottomCover } from '@/ui/bottom-overlay';
import { theme } from '@/ui/theme';
import { SCROLL_EVENTS, useEngaged } from '@/ui/use-engaged';
import { useNearViewport } from '@/ui/use-near-viewport';
import { Column, Heading, StaticFooterContent } from './FooterParts';
import { LanguageToggle } from './language-toggle';
import { MENU_EXTRA_ITEMS, NAV_ITEMS } from './nav-items';

/**
 * The site settings' part, in its own chunk; the static links show until it has the settings'
 * columns (and on the server, and for good when the service sends none). It loads when the
 * footer comes near the viewport or at the page's first scroll, whichever is first: below a
 * lobby's rows, its call, its sanitiser and its layout would otherwise come with every page's
 * first load, and a fast scroll (a flick, End) outran the viewport's margin and showed the
 * static links turn into the site's columns.
 */
const FooterContent = lazyComponent(() => import('./FooterContent').then((m) => m.FooterContent));
/**
 * The language switcher's list and its choosing, with the same timing: its button shows meanwhile,
 * and if the code could not load (the network, a deploy), a press on it asks again.
 */
const LanguageSwitcher = lazyComponent(() => import('./LanguageSwitcher').then((m) => m.LanguageSwitcher), {
  loading: ({ failed, retry }) => <LanguageToggle retry={failed ? retry : undefined} />,
});

/**
 * The footer with the language switcher; hidden on the game page (spec 2.3). Its content
 * links and text come from the site settings (FooterContent), with the static links to the
 * information pages as the fallback.
 */
export const Footer = memo(function Footer() {
  const { t } = useTranslation('common');
  const { ref, near } = useNearViewport<HTMLElement>();
  const scrolled = useEngaged(SCROLL_EVENTS);
  const wanted = near || scrolled;
  // The static links stay in place (the same nodes) while the part loads and asks, and leave
  // in the paint its columns come in: one change on screen, not one per step.
  const [siteShown, setSiteShown] = useState(false);
  return (
    <Wrap ref={ref} aria-label={t('footer.label')}>
      <Inner>
        <Column>
          <Heading>{t('footer.explore')}</Heading>
          <ul>
            {[...NAV_ITEMS.slice(1), ...MENU_EXTRA_ITEMS].map((item) => (
              <li key={item.to}>
                <RouteLink to={item.to}>{t(item.label)}</RouteLink>
              </li>
            ))}
          </ul>
        </Column>
        <Column>
          <Heading>{t('footer.support')}</Heading>
          <ul>
            <li>
              <a href={`mailto:${env.supportEmail}`}>{t('footer.supportEmail')}</a>
            </li>
          </ul>
          {wanted ? <LanguageSwitcher /> : <LanguageToggle />}
        </Column>
        {wanted ? <FooterContent onShown={setSiteShown} /> : null}
        {siteShown ? null : <StaticFooterContent />}
      </Inner>
    </Wrap>
  );
});

const Wrap = styled.footer`
  margin-top: ${theme.space(12)};
  background: ${theme.color.surface};
  border-top: 1px solid ${theme.color.border};
  padding-bottom: ${bottomCover.desktop};
  ${theme.media.mobile} {
    padding-bottom: ${bottomCover.mobile};
  }
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${theme.space(8)};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(6)};
`;
