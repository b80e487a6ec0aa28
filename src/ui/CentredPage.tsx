import styled from 'styled-components';
import { Container } from './RoutePage';
import { theme } from './theme';

/**
 * A page whose content is one column narrower than the layout (login, registration, the
 * forgotten password, the limits page): the page's frame, its heading included, narrows to that
 * column plus the frame's padding and stays centred, rather than leaving the column at the
 * layout's left edge with the rest of a wide window empty. A phone is narrower than the column,
 * so its layout does not change.
 */
/** The columns of such pages: the column's own max-width and its CentredPage's `$column`. */
export const PAGE_COLUMN = { form: '440px', registration: '640px', limits: '760px' } as const;

export const CentredPage = styled.div<{ $column: string }>`
  ${Container} { max-width: calc(${({ $column }) => $column} + 2 * ${theme.space(6)}); }
`;
