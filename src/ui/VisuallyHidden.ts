import styled, { css } from 'styled-components';

/** Hides an element from sight but not from assistive technology (for a rule that applies only on some screens). */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for assistive technology only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
