import styled from 'styled-components';
import { theme } from '@/ui/theme';

/** A notice of the shell over the page's foot (a failed logout, a lost session), above the panels and the bottom bar. */
export const Floating = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${theme.space(6)};
  transform: translateX(-50%);
  width: min(480px, calc(100vw - ${theme.space(8)}));
  z-index: ${theme.z.modal};
  box-shadow: 0 8px 24px rgb(0 0 0 / 40%);
  /* Above the phone's bottom bar, not over it. */
  ${theme.media.mobile} {
    bottom: calc(${theme.layout.bottomBarHeight} + env(safe-area-inset-bottom) + ${theme.space(2)});
  }
`;

export const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(3)};
`;
