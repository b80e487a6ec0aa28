import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import styled from 'styled-components';
import { env } from '@/lib/env';
import { useSiteSettings } from '@/data/content/site-settings-query';
import { Link, RouteLink, useLocale } from '@/routes/RouteLink';
import { SafeHtml } from '@/ui/SafeHtml';
import { FALLBACK_FOOTER_PAGES, footerColumns } from './footer-links';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MENU_EXTRA_ITEMS, NAV_ITEMS } from './nav-items';
import { theme } from '@/ui/theme';

/**
 * The footer with the language switcher; hidden on the game page (spec 2.3). Its content
 * links and text come from the site settings (sanitised); while they load, or when the
 * content service fails, the static links to the information pages and the static notes show.
 */
export const Footer = memo(function Footer() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const settings = useSiteSettings(locale);
  const columns = footerColumns(settings, locale);
  const notes = (
    <>
      <p>
        <Age aria-hidden="true">18+</Age> {t('footer.responsible')}
      </p>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </>
  );
  return (
    <Wrap aria-label={t('footer.label')}>
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
        {columns.length > 0 ? (
          columns.map((column) => (
            <Column key={column.title}>
              <Heading>{column.title}</Heading>
              <ul>
                {column.links.map(({ label, target }) => (
                  <li key={`${label} ${target.href}`}>
                    {target.kind === 'internal' ? <Link href={target.href}>{label}</Link> : <a href={target.href}>{label}</a>}
                  </li>
                ))}
              </ul>
            </Column>
          ))
        ) : (
          <Column>
            <Heading>{t('footer.information')}</Heading>
            <ul>
              {FALLBACK_FOOTER_PAGES.map((slug) => (
                <li key={slug}>
                  <RouteLink to="contentPage" params={{ slug }}>
                    {t(`footer.pages.${slug}`)}
                  </RouteLink>
                </li>
              ))}
            </ul>
          </Column>
        )}
        <Column>
          <Heading>{t('footer.support')}</Heading>
          <ul>
            <li>
              <a href={`mailto:${env.supportEmail}`}>{t('footer.supportEmail')}</a>
            </li>
          </ul>
          <LanguageSwitcher />
        </Column>
        <Notes>{settings?.footer_html ? <SafeHtml html={settings.footer_html} fallback={notes} /> : notes}</Notes>
      </Inner>
    </Wrap>
  );
});

const Wrap = styled.footer`
  margin-top: ${theme.space(12)};
  background: ${theme.color.surface};
  border-top: 1px solid ${theme.color.border};
  ${theme.media.mobile} {
    padding-bottom: ${theme.layout.bottomBarHeight};
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

const Column = styled.div`
  ul { margin: 0 0 ${theme.space(4)}; padding: 0; list-style: none; }
  li { padding: ${theme.space(1)} 0; }
  a { color: ${theme.color.muted}; text-decoration: none; }
  a:hover { color: ${theme.color.text}; text-decoration: underline; }
`;

const Heading = styled.h2`
  margin: 0 0 ${theme.space(3)};
  font-size: 16px;
`;

const Notes = styled.div`
  grid-column: 1 / -1;
  color: ${theme.color.muted};
  font-size: 14px;
  p { margin: ${theme.space(1)} 0; }
`;

const Age = styled.span`
  display: inline-block;
  padding: 0 6px;
  border: 2px solid ${theme.color.muted};
  border-radius: ${theme.radius.pill};
  font-weight: 800;
`;
