import styled from 'styled-components';
import { theme } from '@/ui/theme';

/** A titled block of a lobby page (jackpots, campaigns). */
export const LobbySection = styled.section`
  margin-bottom: ${theme.space(10)};
  h2 { margin: 0 0 ${theme.space(3)}; font-size: 22px; }
`;
