import styled from 'styled-components';
import { theme } from './theme';

/** What a list says when it has nothing to show (no games, no campaigns, a missing item). */
export const Empty = styled.p`
  padding: ${theme.space(8)} 0;
  color: ${theme.color.muted};
`;
