import type { Key, ReactNode } from 'react';
import styled from 'styled-components';

const Scroller = styled.div`
  overflow: auto;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: var(--font-size-sm);
  font-variant-numeric: tabular-nums;
`;

const Caption = styled.caption`
  padding: 12px 12px 8px;
  font-weight: var(--font-weight-bold);
  text-align: start;
  &[data-hidden='true'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

// Staff screens: dense rows, neutral header that stays in view while the body scrolls (DESIGN.md).
const HeadCell = styled.th`
  position: sticky;
  top: 0;
  z-index: 1;
  padding: 8px 12px;
  border-bottom: 1px solid var(--color-border-strong);
  background: var(--color-surface-muted);
  color: var(--color-text-muted);
  font-weight: var(--font-weight-semibold);
  text-align: start;
  white-space: nowrap;
  &[data-align='end'] {
    text-align: end;
  }
`;

const Cell = styled.td`
  padding: 6px 12px;
  border-bottom: 1px solid var(--color-border);
  vertical-align: middle;
  &[data-align='end'] {
    text-align: end;
  }
  tr:last-child > & {
    border-bottom: 0;
  }
`;

const Row = styled.tr`
  &:hover > td {
    background: var(--color-surface-muted);
  }
`;

const Empty = styled.td`
  padding: 24px 12px;
  color: var(--color-text-muted);
  text-align: center;
`;

export interface TableColumn<Row> {
  /** Unique key of the column. */
  key: string;
  /** Header text. */
  header: ReactNode;
  /** Cell content for a row. */
  render: (row: Row) => ReactNode;
  /** CSS width, e.g. '40%' or '120px'. */
  width?: string;
  /** 'end' for numbers. */
  align?: 'start' | 'end';
}

export interface TableProps<Row> {
  /** What the table lists; shown above it, or only to screen readers with `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  /** A stable key per row (its id). */
  rowKey: (row: Row) => Key;
  /** Shown in one row when `rows` is empty. */
  emptyText?: ReactNode;
  /** Buttons at the end of each row (edit, delete). */
  rowActions?: (row: Row) => ReactNode;
  /** Header of the actions column, for screen readers. */
  actionsHeader?: string;
  /** Height after which the body scrolls under the sticky header, e.g. '480px'. */
  maxHeight?: string;
}

/** A dense staff table: sticky header, typed columns, an empty row and an actions column. */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  emptyText = 'Нет данных',
  rowActions,
  actionsHeader = 'Действия',
  maxHeight,
}: TableProps<Row>) {
  const columnCount = columns.length + (rowActions ? 1 : 0);
  // A box that scrolls must be reachable by keyboard to be scrolled (axe scrollable-region-focusable).
  const scrollRegion = maxHeight ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {};
  return (
    <Scroller style={{ maxHeight }} {...scrollRegion}>
      <Grid>
        <Caption data-hidden={captionHidden}>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeadCell
                key={column.key}
                scope="col"
                data-align={column.align}
                style={{ width: column.width }}
              >
                {column.header}
              </HeadCell>
            ))}
            {rowActions && (
              <HeadCell scope="col" data-align="end">
                {actionsHeader}
              </HeadCell>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={columnCount}>{emptyText}</Empty>
            </tr>
          ) : (
            rows.map((row) => (
              <Row key={rowKey(row)}>
                {columns.map((column) => (
                  <Cell key={column.key} data-align={column.align}>
                    {column.render(row)}
                  </Cell>
                ))}
                {rowActions && <Cell data-align="end">{rowActions(row)}</Cell>}
              </Row>
            ))
          )}
        </tbody>
      </Grid>
    </Scroller>
  );
}
