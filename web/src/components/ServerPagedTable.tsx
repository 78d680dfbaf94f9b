import { flexRender, type Row as TableRow, type Table } from '@tanstack/react-table';
import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Pager } from './Pager';
import { columnMeta, PagedTableHead, type ColumnFilterBoxes } from './PagedTableHead';

export type { ColumnFilterBoxes, PagedColumnMeta } from './PagedTableHead';

/** What a row's <tr> may carry besides its cells: data attributes (the tests and styles use them), a class, handlers. */
export type RowProps = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | number | undefined };

/** A row that opens something on a click, and from the keyboard (Enter or Space on the focused row). */
export function openableRow(open: () => void): RowProps {
  return {
    onClick: open,
    tabIndex: 0,
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open();
      }
    },
  };
}

export interface ServerPagedTableProps<Row> {
  /** The page's TanStack table: it owns the query, the columns and the table state. */
  table: Table<Row>;
  caption: ReactNode;
  /** The caption's id: the table is drawn in a panel labelled by it. Without one the page draws the panel. */
  captionId?: string;
  busy: boolean;
  /** Shown in the one row when there are no rows (loading, the failure message, or "No ..."). */
  empty: ReactNode;
  /** The <table>'s classes after "table"; by default "table--cards" (rows become cards at phone width). */
  className?: string;
  /** Makes the scrolling box a named region the keyboard can scroll (axe: scrollable-region-focusable). */
  regionLabel?: string;
  /** A row of filter boxes under the headings, one for each column whose meta has a filterLabel. */
  filters?: ColumnFilterBoxes;
  /** A click on a row opens this address. */
  rowLink?: (row: Row) => string;
  rowProps?: (row: Row, tableRow: TableRow<Row>) => RowProps;
  /** A box of this class around each cell's content, so a phone's card lays out label and value side by side. */
  cellBox?: string;
  /** Previous / Page n of m / Next under the table; a page change goes to the table unless onPage is given. */
  pager?: { label: string; page: number; pageCount: number; busy?: boolean; onPage?(page: number): void };
  /** Under the table, after the pager (e.g. a count). */
  footer?: ReactNode;
}

/**
 * A server-paged TanStack table: a hidden caption, sortable headings and filter boxes where the columns
 * have them, the rows as cards at phone width (each cell labelled by its column's header), one row saying
 * why there are none, and the pager under it. The list pages own the query, the columns and the table
 * state; this draws them the same way everywhere.
 */
export function ServerPagedTable<Row>(props: ServerPagedTableProps<Row>) {
  const { table, caption, captionId, busy, empty, regionLabel, rowLink, rowProps, cellBox, pager, footer } = props;
  const navigate = useNavigate();
  const rows = table.getRowModel().rows;
  const region = regionLabel === undefined ? {} : { role: 'region', 'aria-label': regionLabel, tabIndex: 0 };
  const body = (
    <>
      <div className="table-scroll" aria-busy={busy} {...region}>
        <table className={`table ${props.className ?? 'table--cards'}`}>
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <PagedTableHead table={table} filters={props.filters} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} onClick={rowLink && (() => navigate(rowLink(row.original)))} {...rowProps?.(row.original, row)}>
                {row.getVisibleCells().map((cell) => {
                  const header = cell.column.columnDef.header;
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return (
                    <td key={cell.id} data-label={typeof header === 'string' ? header : undefined} className={columnMeta(cell.column.columnDef.meta).money ? 'money' : undefined}>
                      {cellBox ? <div className={cellBox}>{content}</div> : content}
                    </td>
                  );
                })}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr className="table__empty">
                <td colSpan={table.getAllLeafColumns().length}>{empty}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {pager && <Pager label={pager.label} page={pager.page} pageCount={pager.pageCount} busy={pager.busy} onPage={pager.onPage ?? table.setPageIndex} />}
      {footer}
    </>
  );
  return captionId === undefined ? (
    body
  ) : (
    <section className="panel panel--flush" aria-labelledby={captionId}>
      {body}
    </section>
  );
}
