import styled from 'styled-components';
import { theme } from '@/ui/theme';

/** One item of the content service (an article, a campaign, a page): its text in a readable column. */
export const Article = styled.article`
  display: grid;
  gap: ${theme.space(4)};
  max-width: 72ch;
  time { color: ${theme.color.muted}; }
  .body { line-height: 1.6; }
  .body h2 { margin: ${theme.space(6)} 0 ${theme.space(2)}; font-size: 22px; }
  .body p, .body ul { margin: 0 0 ${theme.space(3)}; }
  .body a { color: ${theme.color.primary}; }
`;

/** Marks a draft in a marketer's preview. */
export const DraftBadge = styled.p`
  justify-self: start;
  margin: 0;
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  font-weight: 700;
`;
