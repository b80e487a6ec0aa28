import { useEffect, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from '@/ui/theme';

/**
 * "Sending…" while a withdrawal is under way (spec 4: a spinner): the text is what a screen
 * reader hears. It takes focus from the form (or the confirmation) it replaces, so focus is
 * never left on a removed button.
 */
export function WithdrawSpinner({ label, testId }: { label: string; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Row ref={ref} tabIndex={-1} role="status" data-testid={testId}>
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
  outline: none;
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
