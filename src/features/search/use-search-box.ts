import Router from 'next/router';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { SEARCH_MIN_LENGTH } from '@/api/rules';
import { SEARCH_DEBOUNCE_MS, useSearchQuery } from '@/data/search/search-query';
import { useLocale } from '@/routes/RouteLink';
import { searchOptions, type SearchOption } from './search-options';
import { useDebouncedValue } from './use-debounced-value';

export type SearchStatus = 'hint' | 'searching' | 'notFound' | 'results' | 'error';

/**
 * The state of one search box (the navbar's or the mobile panel's): keyword, provider filter,
 * the debounced query, the options and the active one. Focus stays in the field; the active
 * option is pointed at with aria-activedescendant (WAI-ARIA combobox with a listbox popup).
 */
export function useSearchBox({ onNavigate }: { onNavigate?: () => void } = {}) {
  // The router singleton, read when an option opens: a search box does not render again when
  // the route changes (Next's replace right after hydration re-rendered the navbar's).
  const locale = useLocale();
  const idBase = useId();
  const ids = { input: `${idBase}-input`, listbox: `${idBase}-listbox`, status: `${idBase}-status` };
  const optionId = (option: SearchOption) => `${idBase}-${option.key}`;

  const [keyword, setKeywordState] = useState('');
  const [provider, setProviderState] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const trimmed = keyword.trim();
  const [settled, flush] = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const query = useSearchQuery({ keyword: settled, lang: locale, provider });

  const { data, error, isValidating, mutate } = query;
  const options = useMemo(() => (data ? searchOptions(data, locale) : []), [data, locale]);
  // The active option is kept by key, so a new answer (other options) simply has none.
  const activeIndex = options.findIndex((o) => o.key === activeKey);
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;

  let status: SearchStatus;
  if (trimmed.length < SEARCH_MIN_LENGTH) status = 'hint';
  // Typing ahead of the debounce, or waiting for the answer (also after a retry).
  else if (settled !== trimmed || (!data && !error) || (error && isValidating)) status = 'searching';
  else if (error) status = 'error';
  else status = options.length ? 'results' : 'notFound';
  const visibleOptions = status === 'results' ? options : [];

  const setKeyword = (value: string) => {
    setKeywordState(value);
    setActiveKey(null);
  };
  const setProvider = (value: string) => {
    setProviderState(value);
    setActiveKey(null);
  };
  const reset = () => setKeyword('');

  /** After an option is opened: an empty field, and the popup or panel closes. */
  const opened = () => {
    reset();
    onNavigate?.();
  };
  /** Opens an option: a client navigation to the locale-prefixed path it already carries. */
  const open = (option: SearchOption) => {
    void Router.push(option.href, undefined, { locale: false });
    opened();
  };

  const move = (step: 1 | -1) => {
    const count = visibleOptions.length;
    if (!count) return;
    const from = active && status === 'results' ? activeIndex : step === 1 ? -1 : count;
    const next = visibleOptions[(from + step + count) % count];
    if (!next) return;
    setActiveKey(next.key);
    // Keep the active row in view in a scrolling list (jsdom has no scrollIntoView).
    requestAnimationFrame(() => document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' }));
  };

  /** Arrows move the active option, Enter opens it (or searches at once), Escape clears. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active && status === 'results') open(active);
      else flush();
    } else if (event.key === 'Escape' && keyword) {
      // Handled here, so an enclosing dialog stays open; an empty field lets Escape close it.
      event.preventDefault();
      event.stopPropagation();
      reset();
    }
  };

  return {
    ids,
    optionId,
    keyword,
    setKeyword,
    provider,
    setProvider,
    /** The keyword the shown answer is for. */
    settled,
    status,
    options: visibleOptions,
    activeKey: status === 'results' ? activeKey : null,
    activeId: active && status === 'results' ? optionId(active) : undefined,
    open,
    /** For a click on an option's link, which navigates by itself. */
    opened,
    reset,
    /** Drops the active option (when the popup closes, nothing stays chosen for Enter). */
    deactivate: () => setActiveKey(null),
    onKeyDown,
    retry: () => void mutate(),
  };
}

export type SearchBoxState = ReturnType<typeof useSearchBox>;
