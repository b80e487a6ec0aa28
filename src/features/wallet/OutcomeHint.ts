import styled from 'styled-components';
import { theme } from '@/ui/theme';

/** A money outcome's quieter line under its message: what a retry does, where a result will show. */
export const OutcomeHint = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 14px;
`;
