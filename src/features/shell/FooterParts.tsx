import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RouteLink } from '@/routes/RouteLink';
import { theme } from '@/ui/theme';

/** The information pages the footer links to when the content service gives no footer. */
export const FALLBACK_FOOTER_PAGES = ['about', 'terms', 'privacy', 'responsible-gaming'] as const;

/** The footer's static notes: the age limit and the copyright. */
export function FooterNotes() {
  const { t } = useTranslation('common');
  return (
    <>
      <p>
        <Age aria-hidden="true">18+</Age> {t('footer.responsible')}
      </p>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </>
  );
}

/** The footer without the site settings: links to the information pages and the static notes. */
export function StaticFooterContent() {
  const { t } = useTranslation('common');
  return (
    <>
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
      <Notes>
        <FooterNotes />
      </Notes>
    </>
  );
}

export const Column = styled.div`
  ul { margin: 0 0 ${theme.space(4)}; padding: 0; list-style: none; }
  li { padding: ${theme.space(1)} 0; }
  a { color: ${theme.color.muted}; text-decoration: none; }
  a:hover { color: ${theme.color.text}; text-decoration: underline; }
`;

export const Heading = styled.h2`
  margin: 0 0 ${theme.space(3)};
  font-size: 16px;
`;

export const Notes = styled.div`
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
