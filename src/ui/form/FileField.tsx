import { useTranslation } from 'react-i18next';
import { forwardRef, useEffect, useId, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/ui/theme';
import { FieldFrame } from './FieldFrame';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept'> & {
  label: string;
  /** A translation key (or text) for the field's error. */
  error?: string;
  hint?: ReactNode;
  /** File extensions or MIME types the picker offers ('.pdf', 'image/png'). */
  accept?: readonly string[];
};

/**
 * A file picker (document upload): the native input, so keyboard and screen readers know it,
 * laid invisibly over a face in the page's language (the browser's own "No file chosen" follows
 * the browser's language), and the chosen files' names listed under it.
 */
export const FileField = forwardRef<HTMLInputElement, Props>(function FileField({ label, error, hint, id, required, accept, multiple = true, onChange, ...input }, ref) {
  const { t } = useTranslation('common');
  const autoId = useId();
  const inputId = id ?? autoId;
  const [names, setNames] = useState<string[]>([]);
  const own = useRef<HTMLInputElement | null>(null);

  // react-hook-form's reset() resets the form element, which clears the input without a change event.
  useEffect(() => {
    const form = own.current?.form;
    if (!form) return;
    const onReset = () => setNames([]);
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, []);

  const setRefs = (node: HTMLInputElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setNames(Array.from(event.target.files ?? [], (file) => file.name));
    onChange?.(event);
  };
  const chosen = (
    <Chosen id={`${inputId}-files`} aria-live="polite">
      {names.length ? (
        <ul aria-label={t('ui.file.chosen')}>
          {names.map((name, i) => (
            <li key={`${i}-${name}`}>{name}</li>
          ))}
        </ul>
      ) : (
        <p>{t('ui.file.none')}</p>
      )}
    </Chosen>
  );
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} required={required} describedBy={`${inputId}-files`} after={chosen}>
      {(control) => (
        <Picker>
          <input ref={setRefs} {...control} type="file" multiple={multiple} accept={accept?.join(',')} required={required} onChange={change} {...input} />
          <span aria-hidden="true">{t(multiple ? 'ui.file.chooseMany' : 'ui.file.chooseOne')}</span>
        </Picker>
      )}
    </FieldFrame>
  );
});

const Picker = styled.div`
  position: relative;
  justify-self: start;
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space(4)};
    border: 1px solid ${theme.color.primary};
    border-radius: ${theme.radius.pill};
    font-weight: 600;
  }
  input:focus-visible + span { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  input[aria-invalid='true'] + span { border-color: ${theme.color.danger}; }
`;

const Chosen = styled.div`
  font-size: 14px;
  color: ${theme.color.muted};
  ul, p { margin: 0; }
  ul { padding-left: ${theme.space(5)}; color: ${theme.color.text}; overflow-wrap: anywhere; }
`;
