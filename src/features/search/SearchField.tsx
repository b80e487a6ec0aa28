import { useTranslation } from 'react-i18next';
import type { KeyboardEvent, Ref } from 'react';
import styled from 'styled-components';
import { SEARCH_MIN_LENGTH } from '@/api/rules';
import { Icon, icons } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import type { SearchBoxState, SearchStatus } from './use-search-box';
import { theme } from '@/ui/theme';

/** What the status line says (and the live region announces) in each state. */
export function useStatusMessage(box: SearchBoxState): string {
  const { t } = useTranslation('search');
  const messages: Record<SearchStatus, string> = {
    hint: t('hint', { min: SEARCH_MIN_LENGTH }),
    searching: t('searching'),
    notFound: t('notFound', { keyword: box.settled }),
    results: t('results', { count: box.options.length }),
    // The error box is an alert of its own.
    error: '',
  };
  return messages[box.status];
}

/**
 * The search field: a combobox whose listbox popup holds the results. The status line is
 * also a polite live region, always in the DOM, so screen readers hear the count or the hint.
 */
export function SearchField({
  box,
  expanded,
  inputRef,
  onKeyDown,
  onFocus,
  onInput,
}: {
  box: SearchBoxState;
  /** Whether the listbox popup is showing (aria-expanded). */
  expanded: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Runs before the box's own keys (the navbar closes its popup on Escape first). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus?: () => void;
  /** Any edit (typing, deleting, pasting). */
  onInput?: () => void;
}) {
  const { t } = useTranslation('search');
  const message = useStatusMessage(box);
  return (
    <Field>
      <VisuallyHidden as="label" htmlFor={box.ids.input}>
        {t('label')}
      </VisuallyHidden>
      <Icon path={icons.search} size={18} />
      <Input
        ref={inputRef}
        id={box.ids.input}
        type="text"
        role="combobox"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('placeholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={box.ids.listbox}
        aria-activedescendant={expanded ? box.activeId : undefined}
        aria-describedby={box.ids.status}
        value={box.keyword}
        onChange={(event) => {
          box.setKeyword(event.target.value);
          onInput?.();
        }}
        onFocus={onFocus}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.isDefaultPrevented()) box.onKeyDown(event);
        }}
      />
      <VisuallyHidden id={box.ids.status} role="status" data-testid="search-status">
        {message}
      </VisuallyHidden>
    </Field>
  );
}

const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  svg {
    position: absolute;
    left: ${theme.space(3)};
    color: ${theme.color.muted};
    pointer-events: none;
  }
`;

const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 ${theme.space(3)} 0 ${theme.space(10)};
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bg};
  color: ${theme.color.text};
  /* 16px keeps mobile Safari from zooming into the field on focus. */
  font-size: 16px;
  &::placeholder { color: ${theme.color.muted}; }
`;
