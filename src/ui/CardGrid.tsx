import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

type Props<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The narrowest a column may get, in px; a screen narrower than that gets one full-width column. */
  minWidth?: number;
  /** Names the list when the heading above it does not. */
  label?: string;
  testId?: string;
};

/** Cards in as many columns as fit (campaigns, free spins, avatars), as a list. */
export function CardGrid<T>({ items, itemKey, renderItem, minWidth = 240, label, testId }: Props<T>) {
  return (
    <List $minWidth={minWidth} aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </List>
  );
}

const List = styled.ul<{ $minWidth: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $minWidth }) => $minWidth}px, 100%), 1fr));
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: grid; min-width: 0; }
`;
