import { useId, type ComponentProps, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { compact } from './compact';
import { Pagination } from './Pagination';
import { theme } from './theme';
import { VisuallyHidden, visuallyHidden } from './VisuallyHidden';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** 'end' for amounts, so the digits line up. */
  align?: 'start' | 'end';
  /** The cell that names its row (a date): a row header for screen readers. */
  rowHeader?: boolean;
  /**
   * Its values are long single words (Finnish compounds: "Henkilöllisyystodistus"), wider than a
   * 550 px panel has room for beside the other columns: on desktop this column gives way, breaking
   * such a word (at a hyphenation point where the browser has the language's dictionary), while
   * the other columns keep their words whole.
   */
  breakWords?: boolean;
};

type Props<T> = {
  caption: string;
  /** The caption still names the table for screen readers when a visible heading says the same. */
  hideCaption?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** What the table says when it has no rows. */
  empty: string;
  pagination?: ComponentProps<typeof Pagination>;
  testId?: string;
  /** Each row a card at every width: a panel's table whose columns have no room beside each other (550 px). */
  cards?: boolean;
};

/**
 * A data table (transactions, documents). In a compact box (a phone, the sidebar) each row becomes a card
 * of "header: value" lines, so it never scrolls sideways. Changing a table's display drops its
 * table semantics in some browsers, so the parts carry their roles explicitly; the per-cell
 * labels are for the eye only, since the column headers already name each cell.
 */
export function Table<T>({ caption, hideCaption = false, columns, rows, rowKey, empty, pagination, testId, cards = false }: Props<T>) {
  const id = useId();
  return (
    <>
      <Grid role="table" aria-labelledby={`${id}-caption`} data-testid={testId} data-cards={cards || undefined}>
        <caption id={`${id}-caption`}>{hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} role="columnheader" scope="col" data-align={column.align ?? 'start'} data-break-words={column.breakWords || undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 ? (
            <tr role="row">
              <td role="cell" colSpan={columns.length} className="empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      role={column.rowHeader ? 'rowheader' : 'cell'}
                      scope={column.rowHeader ? 'row' : undefined}
                      data-align={column.align ?? 'start'}
                      data-break-words={column.breakWords || undefined}
                    >
                      <span className="label" aria-hidden="true">
                        {column.header}
                      </span>
                      <span className="value">{column.cell(row)}</span>
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </Grid>
      {pagination ? <Pagination {...pagination} /> : null}
    </>
  );
}

/**
 * The rows as cards of "header: value" lines, for a compact box and a `cards` table. A word too
 * long for its line (Finnish "Henkilöllisyystodistus") breaks at a hyphenation point of the
 * page's language where the browser has its dictionary, else where it must.
 */
const cardRules = css`
  display: block;
  caption { display: block; }
  thead { ${visuallyHidden} }
  tbody { display: grid; gap: ${theme.space(3)}; }
  tr { display: grid; padding: ${theme.space(2)} ${theme.space(3)}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; background: ${theme.color.surface}; }
  th, td { display: flex; justify-content: space-between; gap: ${theme.space(4)}; padding: ${theme.space(1)} 0; border: 0; text-align: end; }
  .label { display: block; flex: none; max-width: 50%; color: ${theme.color.muted}; text-align: start; }
  .value { min-width: 0; overflow-wrap: anywhere; hyphens: auto; }
  .empty { display: block; text-align: center; }
  /* The desktop's narrow column does not apply to a card (a sidebar left open as the window widens). */
  [data-break-words] { width: auto; }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption { padding-bottom: ${theme.space(2)}; text-align: start; font-weight: 700; }
  th, td { padding: ${theme.space(3)}; border-bottom: 1px solid ${theme.color.border}; text-align: start; vertical-align: top; }
  thead th { font-size: 14px; color: ${theme.color.muted}; }
  tbody th { font-weight: 400; }
  [data-align='end'] { text-align: end; }
  .label { display: none; }
  .empty { padding: ${theme.space(6)} ${theme.space(3)}; color: ${theme.color.muted}; text-align: center; }
  /* A column with a set width is the one a table narrows first once the others are down to their
     longest words, and "anywhere" lets it go below its own. 136 px is about what it gets anyway
     when there is room; the narrower padding keeps "Osoitetodistus" whole in a 550 px panel. */
  ${theme.media.desktop} {
    [data-break-words] { width: 136px; padding-inline: ${theme.space(2)}; overflow-wrap: anywhere; hyphens: auto; }
  }
  ${compact(cardRules)}
  &[data-cards] { ${cardRules} }
`;
