import styled, { css } from 'styled-components';
import { Link } from '@/routes/RouteLink';
import { theme } from './theme';

type Variant = 'primary' | 'secondary' | 'ghost';

const base = css<{ $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 40px;
  padding: 0 ${theme.space(4)};
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
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

/** The one button. */
export const Button = styled.button.attrs(({ type }) => ({ type: type ?? 'button' }))<{
  $variant: Variant;
}>`
  ${base}
`;

/** A link that looks like a button; always an internal, locale-prefixed path from href(). */
export const ButtonLink = styled(Link)<{ $variant: Variant }>`
  ${base}
`;

/** A link out of the app that looks like a button (a mailto: address, an outside service). */
export const ButtonAnchor = styled.a<{ $variant: Variant }>`
  ${base}
`;
