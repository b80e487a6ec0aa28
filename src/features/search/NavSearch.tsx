import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { SearchField } from './SearchField';
import { useSearchBox } from './use-search-box';
import { useLatch } from '@/ui/use-latch';
import { theme } from '@/ui/theme';
import { lazyComponent } from '@/ui/lazy-component';

/** The dropdown's body (results with game logos, the filter) loads when first typed into. */
const SearchBody = lazyComponent(() => import('./SearchBody').then((m) => m.SearchBody));

/**
 * The navbar search (desktop): the field, and under it a dropdown with the filter, the state
 * and the results while the field (or the dropdown) has focus and holds text. Escape closes
 * the dropdown first and clears the field next, as the WAI-ARIA combobox pattern suggests.
 */
export function NavSearch() {
  const [open, setOpen] = useState(false);
  const box = useSearchBox({ onNavigate: () => setOpen(false) });
  const showing = open && box.keyword.trim().length > 0;
  const expanded = showing && box.options.length > 0;
  // The body (and its provider list) loads the first time the dropdown shows, not with every page.
  const used = useLatch(showing);
  const close = () => {
    setOpen(false);
    box.deactivate();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && showing) {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter') {
      // After Escape, these bring the dropdown back (Enter also searches at once).
      setOpen(true);
    }
  };
  // Focus moving anywhere outside (a click elsewhere, Tab past the dropdown) closes it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) close();
  };

  return (
    <Wrap onBlur={onBlur}>
      <SearchField box={box} expanded={expanded} onKeyDown={onKeyDown} onFocus={() => setOpen(true)} onInput={() => setOpen(true)} />
      {/* Focusable (-1) so a click on its padding or text keeps focus inside the search. An
          overlay the player opened: what the app opens by itself waits while it shows
          (src/ui/use-dialog-open.ts). */}
      <Dropdown tabIndex={-1} hidden={!showing} data-overlay="">
        {used ? <SearchBody box={box} listHidden={!showing} /> : null}
      </Dropdown>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  width: clamp(150px, 13vw, 220px);
  max-width: 100%;
  ${theme.media.compactNav} { width: 128px; }
`;

const Dropdown = styled.div`
  position: absolute;
  top: calc(100% + ${theme.space(2)});
  right: 0;
  z-index: ${theme.z.nav};
  width: 420px;
  max-height: calc(100vh - ${theme.layout.navHeight} - 32px);
  overflow-y: auto;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.45);
  outline: none;
  &[hidden] { display: none; }
`;
