import type { MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { Link } from '@/routes/RouteLink';
import { theme } from './theme';

type Variant = 'primary' | 'secondary' | 'ghost';

/** How a button that takes no press looks, disabled by a rule or busy. */
const dimmed = css`
  opacity: 0.6;
`;

// The vertical padding shows only when a label wraps (the min-height holds one line): two lines never touch the pill.
const base = css<{ $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 40px;
  padding: ${theme.space(1)} ${theme.space(4)};
  border-radius: ${theme.radius.pill};
  border: 1px solid transparent;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  ${({ $variant }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.primary};
          color: ${theme.color.primaryText};
        `
      : $variant === 'secondary'
        ? css`
            background: transparent;
            border-color: ${theme.color.primary};
            color: ${theme.color.text};
          `
        : css`
            background: transparent;
            color: ${theme.color.text};
          `}
  &:disabled { ${dimmed} cursor: not-allowed; }
`;

type ButtonProps = {
  $variant: Variant;
  /**
   * A call this button (or one beside it) started is under way. Not `disabled`: a focused button
   * that becomes disabled drops focus to <body>, so the failure's alert would leave a keyboard
   * player outside the form or the modal. It is announced as disabled and busy, looks disabled,
   * and a press does nothing: no handler runs, and a submit button does not submit its form
   * (Enter in a field submits by clicking the form's default button, so that is ignored too).
   */
  $busy?: boolean;
  /**
   * Not to be pressed now (a deposit refused for a cool-off), without taking focus from the
   * player as `disabled` would: announced as disabled, looks it, and a press does nothing, as
   * with `$busy`, but not busy.
   */
  $unavailable?: boolean;
};

const ignorePress = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/** The one button. */
export const Button = styled.button.attrs<ButtonProps>(({ type, $busy, $unavailable }) => ({
  type: type ?? 'button',
  ...($busy || $unavailable ? { 'aria-disabled': true, onClick: ignorePress } : {}),
  ...($busy ? { 'aria-busy': true } : {}),
}))`
  ${base}
  ${({ $busy, $unavailable }) => ($busy ? css`${dimmed} cursor: progress;` : $unavailable ? css`${dimmed} cursor: not-allowed;` : null)}
`;

/** A link that looks like a button; always an internal, locale-prefixed path from href(). */
export const ButtonLink = styled(Link)<{ $variant: Variant }>`
  ${base}
`;

/** A link out of the app that looks like a button (a mailto: address, an outside service). */
export const ButtonAnchor = styled.a<{ $variant: Variant }>`
  ${base}
`;
