import { useTranslation } from 'next-i18next/pages';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/ui/theme';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** A translation key (or text) for the field's error. */
  error?: string;
  hint?: ReactNode;
};

/** The one text field: a visible label, the error at the field, wired for assistive tech. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, hint, id, ...input }, ref) {
  const { t } = useTranslation(['forms', 'common']);
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Wrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Input ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} {...input} />
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={`${inputId}-error`} role="alert">
          {t(error)}
        </ErrorText>
      ) : null}
    </Wrap>
  );
});

export const Wrap = styled.div`
  display: grid;
  gap: 6px;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 14px;
`;

const Input = styled.input<{ $invalid: boolean }>`
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border-radius: ${theme.radius.md};
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  background: ${theme.color.bg};
  &::placeholder { color: ${theme.color.muted}; }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${theme.color.muted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${theme.color.danger};
`;
