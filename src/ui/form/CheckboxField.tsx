import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** A translation key (or text) for the field's error. */
  error?: string;
  hint?: ReactNode;
};

/** A checkbox with its label beside it, and its error. */
export const CheckboxField = forwardRef<HTMLInputElement, Props>(function CheckboxField({ label, error, hint, id, required, ...input }, ref) {
  const autoId = useId();
  return (
    <FieldFrame id={id ?? autoId} label={label} hint={hint} error={error} required={required} inline>
      {(control) => <input ref={ref} {...control} type="checkbox" required={required} {...input} />}
    </FieldFrame>
  );
});
