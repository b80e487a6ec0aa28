import styled from 'styled-components';
import { theme } from '@/ui/theme';

/**
 * One section of the responsible-gaming screen (cool-off, loss limits, reality check): its
 * heading and its muted intro. Only the section's own heading is sized: the loss-limit
 * accordions' headers inside it are headings one level down (h3 on the page) and keep the
 * accordion's size (they took the section's 20 px and wrapped on a phone).
 */
export const Section = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  > h2, > h3 { margin: 0; font-size: 20px; }
  > p { margin: 0; color: ${theme.color.muted}; }
`;
