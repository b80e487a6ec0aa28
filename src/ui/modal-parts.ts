import styled from 'styled-components';
import { theme } from '@/ui/theme';

/** The inside of a modal dialog (the automatic modals, the quick stop). */
export const ModalBody = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  padding: ${theme.space(6)};
  p { margin: 0; }
`;

/** Its title; focused by script where the modal opens on it, without a ring. */
export const ModalTitle = styled.h2`
  margin: 0;
  font-size: 20px;
  outline: none;
`;

/** Its choices, side by side while they fit, each as wide as the others. */
export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  > * { flex: 1 1 160px; }
  button { white-space: normal; text-align: center; }
`;
