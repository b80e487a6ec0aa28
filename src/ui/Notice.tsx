import styled, { css } from 'styled-components';
import { theme } from './theme';

type Tone = 'error' | 'success' | 'info' | 'highlight';

/** A message box: errors are announced (role alert), the rest politely (role status). */
export function Notice({ tone, children, testId }: { tone: Tone; children: React.ReactNode; testId?: string }) {
  return (
    <Box role={tone === 'error' || tone === 'highlight' ? 'alert' : 'status'} $tone={tone} data-testid={testId}>
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

const Box = styled.div<{ $tone: Tone }>`
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  p { margin: 0; }
  p + p { margin-top: ${theme.space(1)}; }
  ${({ $tone }) => tones[$tone]}
`;
