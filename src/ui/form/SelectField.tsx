import { useTranslation } from 'next-i18next/pages';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ErrorText, Label, Wrap } from './TextField';
import { theme } from '@/ui/theme';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; options: { value: string; label: string }[] };

/** A native select with its label and error. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField({ label, error, options, id, ...select }, ref) {
  const { t } = useTranslation(['forms', 'common']);
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Wrap>
      <Label htmlFor={selectId}>{label}</Label>
      <Select ref={ref} id={selectId} aria-invalid={error ? true : undefined} aria-describedby={error ? `${selectId}-error` : undefined} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {error ? (
        <ErrorText id={`${selectId}-error`} role="alert">
          {t(error)}
        </ErrorText>
      ) : null}
    </Wrap>
  );
});

const Select = styled.select`
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bg};
`;
