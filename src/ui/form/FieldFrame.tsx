import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '@/ui/theme';

/** What the frame wires onto its control. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type Props = {
  /** The control's id: the label, hint and error point at it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** A translation key (forms:…, errors:…) or text for the field's error. */
  error?: string;
  /** Shows the marker; the control itself says it is required (the required attribute). */
  required?: boolean;
  /** The control before its label on one line (a checkbox), instead of under it. */
  inline?: boolean;
  /** Further ids the control is described by (a file field's chosen names). */
  describedBy?: string;
  children: (control: ControlProps) => ReactNode;
  /** Shown under the control, before the hint (a file field's chosen names). */
  after?: ReactNode;
};

/**
 * The one field frame of every input, select, checkbox and file field: a visible label, a hint,
 * the required marker and the error at the field (role alert), wired through aria-describedby
 * and aria-invalid.
 */
export function FieldFrame({ id, label, hint, error, required, inline = false, describedBy, children, after }: Props) {
  const { t } = useTranslation(['forms', 'common']);
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, describedBy ?? null].filter(Boolean).join(' ');
  const control = children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined });
  // The marker is for the eye: the control's required state is what assistive technology reads.
  const text = (
    <>
      {label}
      {required ? <Marker aria-hidden="true"> *</Marker> : null}
    </>
  );
  return (
    <Wrap>
      {inline ? (
        <Row htmlFor={id}>
          {control}
          <span>{text}</span>
        </Row>
      ) : (
        <>
          <Label htmlFor={id}>{text}</Label>
          {control}
        </>
      )}
      {after}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {t(error)}
        </ErrorText>
      ) : null}
    </Wrap>
  );
}

/**
 * Says what the marker means, once above a form whose fields are not all required (WCAG 3.3.2:
 * a symbol alone is not an instruction).
 */
export function RequiredNote() {
  const { t } = useTranslation('forms');
  return <Note>{t('requiredNote')}</Note>;
}

export const Wrap = styled.div`
  display: grid;
  /* One column no wider than the field's own: an auto column grows to a select's widest option
     and runs the control under its neighbour in a row of fields (the phone's country code). */
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 14px;
`;

const Row = styled.label`
  display: flex;
  gap: ${theme.space(2)};
  align-items: flex-start;
  input { flex: none; width: 20px; height: 20px; margin: 2px 0 0; accent-color: ${theme.color.primary}; }
`;

const Marker = styled.span`
  color: ${theme.color.danger};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${theme.color.muted};
`;

const Note = styled(Hint)`
  margin-bottom: ${theme.space(3)};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${theme.color.danger};
`;

/** The box of a text input or a select, red while the field is in error. */
export const controlBox = css`
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bg};
  &[aria-invalid='true'] { border-color: ${theme.color.danger}; }
`;
