import styled, { css } from 'styled-components';
import { theme } from './theme';

export type NoticeTone = 'error' | 'success' | 'info' | 'highlight';

/** Tones that interrupt a screen reader (role alert); the rest are announced politely. */
export const isUrgentTone = (tone: NoticeTone): boolean => tone === 'error' || tone === 'highlight';

/**
 * A message box: errors are announced (role alert), the rest politely (role status). Inside a
 * live region that already announces it (TimedNotice), `live={false}` leaves the role out.
 */
export function Notice({ tone, children, testId, live = true }: { tone: NoticeTone; children: React.ReactNode; testId?: string; live?: boolean }) {
  return (
    <Box role={live ? (isUrgentTone(tone) ? 'alert' : 'status') : undefined} $tone={tone} data-testid={testId} data-tone={tone}>
      {children}
    </Box>
  );
}

const tones = {
  error: css`border-color: ${theme.color.danger};`,
  success: css`border-color: ${theme.color.success};`,
  info: css`border-color: ${theme.color.border};`,
  highlight: css`
    border-color: ${theme.color.primary};
    background: ${theme.color.warningBg};
  `,
};

const Box = styled.div<{ $tone: NoticeTone }>`
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  p { margin: 0; }
  p + p { margin-top: ${theme.space(1)}; }
  ${({ $tone }) => tones[$tone]}
`;
