import styled from 'styled-components';
import { theme } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

export const BADGE_MAX = 99;

/** The count a badge shows: nothing below 1, then the number, capped as "99+". */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/**
 * A count badge (free spins, campaigns). The digits are for the eye; assistive technology reads
 * `label` ("3 new campaigns"), so inside a button or link it completes that control's name.
 */
export function Badge({ count, label, testId }: { count: number; label: string; testId?: string }) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <Pill data-testid={testId}>
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Pill>
  );
}

const Pill = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  font-size: 12px;
  font-weight: 800;
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;
