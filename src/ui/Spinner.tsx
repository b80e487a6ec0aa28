import styled, { keyframes } from 'styled-components';
import { theme } from './theme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The ring's box and stroke: `small` beside a line of text, `large` alone in a box. */
const SIZES = {
  small: 'width: 28px; height: 28px; border-width: 3px;',
  large: 'width: 40px; height: 40px; border-width: 4px;',
} as const;

export type SpinnerSize = keyof typeof SIZES;

/**
 * The spinning ring of a wait. Decoration only (hidden from assistive technology): the text
 * beside it, in a live region, is what says what is happening.
 *
 * With reduced motion asked for it turns three times slower. The `!important` is needed against
 * global-css.ts's reduced-motion reset, which would otherwise cut each turn to 0.01 ms: an
 * endless animation that short shows the ring at a random angle every frame, a flicker.
 */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size: SpinnerSize }>`
  display: block;
  flex: none;
  ${({ $size }) => SIZES[$size]}
  border-style: solid;
  border-color: ${theme.color.border};
  border-top-color: ${theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: ${spin} 2.7s linear infinite !important;
  }
`;
