import { useTranslation } from 'next-i18next/pages';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText } from './TextField';
import { theme } from '@/ui/theme';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string };

/** A checkbox with its label and its error. */
export const CheckboxField = forwardRef<HTMLInputElement, Props>(function CheckboxField({ label, error, id, ...input }, ref) {
  const { t } = useTranslation(['forms', 'common']);
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div>
      <Row htmlFor={inputId}>
        <input ref={ref} id={inputId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} {...input} />
        <span>{label}</span>
      </Row>
      {error ? (
        <ErrorText id={`${inputId}-error`} role="alert">
          {t(error)}
        </ErrorText>
      ) : null}
    </div>
  );
});

const Row = styled.label`
  display: flex;
  gap: ${theme.space(2)};
  align-items: flex-start;
  input { width: 20px; height: 20px; margin: 2px 0 0; accent-color: ${theme.color.primary}; }
`;
