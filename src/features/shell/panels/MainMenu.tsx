import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMaintenance } from '@/data/content/maintenance-query';
import { useProfileBadgeCount } from '@/data/promotions/profile-badge-query';
import { noticeFor } from '@/lib/site-status';
import { Link, RouteLink, useLocale, useRouteId } from '@/routes/RouteLink';
import { DisruptionBanner } from '../DisruptionBanner';
import { useDisruptionDismissal } from '../use-disruption-dismissal';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { MENU_EXTRA_ITEMS, NAV_ITEMS } from '../nav-items';
import { SpinsBadge } from '../SpinsBadge';
import { useNavSections } from '../use-nav-sections';
import { usePanels } from '@/state/panels';
import { useIsLoggedIn } from '@/state/profile';
import { Badge } from '@/ui/Badge';
import { Icon, icons } from '@/ui/icons';
import { panelIcons } from '@/ui/panel-icons';
import { theme } from '@/ui/theme';

/**
 * The mobile main menu: the disruption notice, the site navigation and the language switcher,
 * which the game page leaves out as it does the footer's (spec 2.3).
 */
export function MainMenu() {
  const { t } = useTranslation('common');
  const onGamePage = useRouteId() === 'gamePlay';
  const locale = useLocale();
  const disruption = noticeFor(useMaintenance()?.serviceDisruption, locale);
  const { visible, dismiss } = useDisruptionDismissal(disruption?.html);
  const sections = useNavSections();
  const isLoggedIn = useIsLoggedIn();
  const panels = usePanels();
  const badge = useProfileBadgeCount(isLoggedIn);
  return (
    <>
      {visible && disruption ? <DisruptionBanner notice={disruption} onDismiss={dismiss} /> : null}
      {isLoggedIn ? (
        <ProfileEntry type="button" onClick={() => panels.push('profile')} data-testid="menu-profile">
          <Icon path={icons.user} /> {t('nav.profile')}
        </ProfileEntry>
      ) : null}
      {isLoggedIn && panels.canOpen('campaigns') ? (
        <ProfileEntry type="button" onClick={() => panels.push('campaigns')} data-testid="menu-campaigns">
          <Icon path={panelIcons.gift} /> {t('panels.campaigns')}
          <End>
            <Badge count={badge} label={t('panels.badge', { count: badge })} />
          </End>
        </ProfileEntry>
      ) : null}
      <nav aria-label={t('nav.main')}>
        <Links>
          {[...NAV_ITEMS, ...MENU_EXTRA_ITEMS].map((item) => {
            const links = item.to === 'slotIndex' ? sections.slots : item.to === 'liveCasino' ? sections.live : [];
            if (links.length === 0) {
              return (
                <li key={item.to}>
                  <RouteLink to={item.to}>
                    {t(item.label)}
                    {item.to === 'bonusWheel' && isLoggedIn ? <SpinsBadge /> : null}
                  </RouteLink>
                </li>
              );
            }
            return (
              <li key={item.to}>
                <Accordion>
                  <summary>{t(item.label)}</summary>
                  <ul>
                    <li>
                      <RouteLink to={item.to}>{t('nav.allOf', { section: t(item.label) })}</RouteLink>
                    </li>
                    {links.map((link) => (
                      <li key={link.key}>
                        <Link href={link.href}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Accordion>
              </li>
            );
          })}
        </Links>
      </nav>
      {onGamePage ? null : <LanguageSwitcher />}
    </>
  );
}

const ProfileEntry = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  width: 100%;
  min-height: 48px;
  margin-top: ${theme.space(2)};
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  font-size: 18px;
  font-weight: 600;
  cursor: pointer;
`;

const End = styled.span`
  margin-left: auto;
`;

const Accordion = styled.details`
  summary {
    display: flex;
    justify-content: space-between;
    padding: ${theme.space(3)} 0;
    border-bottom: 1px solid ${theme.color.border};
    font-size: 18px;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker { display: none; }
  summary::after { content: '+'; }
  &[open] summary::after { content: '−'; }
  ul { margin: 0; padding: 0 0 0 ${theme.space(3)}; list-style: none; }
  ul a { font-size: 16px; font-weight: 500; }
`;

const Links = styled.ul`
  margin: ${theme.space(4)} 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${theme.space(3)} 0;
    border-bottom: 1px solid ${theme.color.border};
    font-size: 18px;
    font-weight: 600;
    text-decoration: none;
  }
`;
