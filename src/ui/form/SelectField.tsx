import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlBox, FieldFrame } from './FieldFrame';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** A translation key (or text) for the field's error. */
  error?: string;
  hint?: ReactNode;
  options: { value: string; label: string }[];
};

/** A native select with its label and error. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField({ label, error, hint, options, id, required, ...select }, ref) {
  const autoId = useId();
  return (
    <FieldFrame id={id ?? autoId} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <Select ref={ref} {...control} required={required} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
});

const Select = styled.select`
  ${controlBox}
`;
