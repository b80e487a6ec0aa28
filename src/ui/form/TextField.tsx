import { forwardRef, useId, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
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

/**
 * Whether focus leaves the field for its own form's submit button. The submit checks the field
 * (and brings focus back to it when it is wrong), so a check on that blur too is left out: its
 * message, shown as the press goes down, moved the button down under the pointer, the press
 * ended beside it and no submit came (the deposit's first "Deposit now" did nothing).
 */
function towardsSubmit(event: FocusEvent<HTMLInputElement>): boolean {
  const next = event.relatedTarget;
  return next instanceof HTMLButtonElement && next.type === 'submit' && next.form !== null && next.form === event.currentTarget.form;
}

/** The one text field: a visible label, the error at the field, wired for assistive tech. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, hint, id, required, onBlur, ...input }, ref) {
  const autoId = useId();
  return (
    <FieldFrame id={id ?? autoId} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <Input
          ref={ref}
          {...control}
          required={required}
          {...input}
          onBlur={(event) => {
            if (!towardsSubmit(event)) onBlur?.(event);
          }}
        />
      )}
    </FieldFrame>
  );
});

const Input = styled.input`
  ${controlBox}
  &::placeholder { color: ${theme.color.muted}; }
`;
