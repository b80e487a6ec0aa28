import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/ui/theme';
import { controlBox, FieldFrame } from './FieldFrame';

// Screens outside the form set (the search's provider filter) label their controls alike.
export { Label } from './FieldFrame';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** A translation key (or text) for the field's error. */
  error?: string;
  hint?: ReactNode;
};

/** The one text field: a visible label, the error at the field, wired for assistive tech. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, hint, id, required, ...input }, ref) {
  const autoId = useId();
  return (
    <FieldFrame id={id ?? autoId} label={label} hint={hint} error={error} required={required}>
      {(control) => <Input ref={ref} {...control} required={required} {...input} />}
    </FieldFrame>
  );
});

const Input = styled.input`
  ${controlBox}
  &::placeholder { color: ${theme.color.muted}; }
`;
