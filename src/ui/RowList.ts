import styled, { css } from 'styled-components';
import { theme } from './theme';

/**
 * A stack of boxed rows, each with its label at the start and its value or action at the end,
 * wrapping under each other on a narrow screen: the limits to confirm, the reality check's
 * figures, the pending withdrawals. Rows are its direct children (`li`, or `div` in a `dl`);
 * outlined in a modal, raised on a panel's surface.
 */
export const RowList = styled.ul<{ $raised?: boolean }>`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  > * {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(2)} ${theme.space(3)};
    padding: ${theme.space(3)};
    border-radius: ${theme.radius.md};
    ${({ $raised }) =>
      $raised
        ? css`
            background: ${theme.color.surfaceRaised};
          `
        : css`
            border: 1px solid ${theme.color.border};
          `}
  }
`;
