import styled, { keyframes } from 'styled-components';
import { theme } from '@/ui/theme';

/** "Sending…" while a withdrawal is under way (spec 4: a spinner): the text is what a screen reader hears (put it in a live region). */
export function WithdrawSpinner({ label, testId }: { label: string; testId?: string }) {
  return (
    <Row data-testid={testId}>
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </Row>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-height: 48px;
  color: ${theme.color.muted};
`;

const Ring = styled.span`
  flex: none;
  width: 28px;
  height: 28px;
  border: 3px solid ${theme.color.border};
  border-top-color: ${theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.7s;
  }
`;
