import { css, type RuleSet } from 'styled-components';
import { theme } from './theme';

/** The attribute that marks a box laid out for a phone's width whatever the window's (the sidebar). */
export const COMPACT_MARK = 'data-compact';

/**
 * Rules for a part laid out for a phone's width: on a page below 900 px (`theme.media.narrow`),
 * and in the 420 px sidebar at any window width. The account's tables, the transactions filter
 * and the net position chart are both panels and pages: between 900 and 1 279 px a page has room
 * for their columns while the sidebar beside it does not (docs/decisions.md, Shell).
 */
export const compact = (rules: RuleSet<object>) => css`
  ${theme.media.narrow} {
    ${rules}
  }
  [${COMPACT_MARK}] & {
    ${rules}
  }
`;
