import { css } from 'styled-components';
import { theme } from '@/ui/theme';

/**
 * The panel's full-width buttons wrap their text instead of running out of a phone's sidebar
 * (Button keeps to one line; "Võta ühendust klienditeenindusega" does not fit 390 px).
 */
export const wrappingButtons = css`
  > button, > a {
    white-space: normal;
    text-align: center;
    padding-block: ${theme.space(2)};
  }
`;
