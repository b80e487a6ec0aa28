import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GameGroup } from '@/api/schemas/content';
import { formatCount } from '@/lib/format';
import { groupDescription, groupTitle } from '@/lib/group-title';
import { RouteLink, useLocale } from '@/routes/RouteLink';
import { theme } from '@/ui/theme';

/** One row's frame: its heading, the link to the whole group, its description, then the grid. */
export function GroupRow({ group, children }: { group: GameGroup; children: ReactNode }) {
  const { t } = useTranslation('lobby');
  const locale = useLocale();
  const title = groupTitle(group, locale);
  const route = group.type === 'live' ? 'liveCasinoGroup' : 'slotGroup';
  const description = groupDescription(group, locale);
  return (
    <Section aria-labelledby={`group-${group.id}`}>
      <Head>
        <h2 id={`group-${group.id}`}>{title}</h2>
        <RouteLink to={route} params={{ id: group.id, slug: group.slug }} aria-label={t('showAllIn', { group: title })}>
          {t('showAll', { games: formatCount(group.game_count, locale) })}
        </RouteLink>
      </Head>
      {description ? <Description>{description}</Description> : null}
      {children}
    </Section>
  );
}

const Section = styled.section`
  margin-bottom: ${theme.space(10)};
`;

/**
 * The heading and its link share one line: a heading too long for a phone's line ends in an
 * ellipsis (its whole text stays in the heading) rather than wrapping beside the link. On a phone
 * both are a size smaller and the gap narrower, so the usual titles fit whole beside "Show all (1,880)".
 */
const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(4)};
  white-space: nowrap;
  h2 { min-width: 0; margin: 0 0 ${theme.space(3)}; overflow: hidden; font-size: 22px; text-overflow: ellipsis; }
  a { color: ${theme.color.primary}; font-weight: 600; }
  ${theme.media.narrow} { gap: ${theme.space(2)}; h2 { font-size: 18px; } a { font-size: 14px; } }
`;

const Description = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.color.muted};
`;
