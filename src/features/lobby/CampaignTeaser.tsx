import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LobbySection } from './LobbySection';
import type { PageSummary } from '@/api/schemas/content';
import { contentText } from '@/lib/content-text';
import { contentHref } from '@/routes/href';
import { Link, useLocale } from '@/routes/RouteLink';
import { theme } from '@/ui/theme';

/** The home page's campaigns teaser: the current campaigns' titles, linking to the campaigns page. */
export function CampaignTeaser({ campaigns }: { campaigns: PageSummary[] }) {
  const { t } = useTranslation('lobby');
  const locale = useLocale();
  if (campaigns.length === 0) return null;
  return (
    <LobbySection aria-labelledby="campaigns-title">
      <h2 id="campaigns-title">{t('campaigns')}</h2>
      <List>
        {campaigns.map((c) => {
          const title = contentText(c.title, locale, c.slug);
          const summary = contentText(c.summary, locale);
          return (
            <li key={c.id}>
              <Link href={contentHref('campaign', c.slug, locale)}>
                <strong lang={title.lang}>{title.text}</strong>
                {summary.text ? <span lang={summary.lang}>{summary.text}</span> : null}
              </Link>
            </li>
          );
        })}
      </List>
    </LobbySection>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    /* Summary under its title in every card: the cards share the tallest one's height, which a
       stretched grid shared out between the rows. */
    align-content: start;
    gap: 4px;
    height: 100%;
    padding: ${theme.space(4)};
    border-radius: ${theme.radius.md};
    border: 1px solid ${theme.color.primary};
    text-decoration: none;
  }
  span { color: ${theme.color.muted}; }
`;
