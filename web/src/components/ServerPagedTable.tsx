import { flexRender, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * A server-paged TanStack table in a panel: a hidden caption, the rows as cards at phone width (each cell
 * labelled by its column's header), one row saying why there are none, and Previous/Next under it. The
 * list pages own the query, the columns and the table state; this draws them the same way everywhere.
 */
export function ServerPagedTable<Row>(props: {
  table: Table<Row>;
  /** The caption's id (the section is labelled by it) and its text. */
  captionId: string;
  caption: ReactNode;
  busy: boolean;
  /** Shown in the one row when there are no rows (loading, the failure message, or "No ..."). */
  empty: ReactNode;
  /** The pager's accessible name, e.g. "Todo pages". */
  pagerLabel: string;
  pageIndex: number;
  pageCount: number;
  /** Attributes for a row's <tr> (e.g. data-todo-id, which the tests and the styles use). */
  rowAttributes?: (row: Row) => Record<string, string | number>;
}) {
  const { table, captionId, caption, busy, empty, pagerLabel, pageIndex, pageCount, rowAttributes } = props;
  const rows = table.getRowModel().rows;
  return (
    <section className="panel panel--flush" aria-labelledby={captionId}>
      <div className="table-scroll" aria-busy={busy}>
        <table className="table table--cards">
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    <span className="table__heading">{flexRender(header.column.columnDef.header, header.getContext())}</span>
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} {...rowAttributes?.(row.original)}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-label={String(cell.column.columnDef.header)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
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
      <nav className="pager" aria-label={pagerLabel}>
        <button type="button" className="button button--secondary button--small" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
          Previous
        </button>
        <span className="pager__status" aria-live="polite">
          Page {pageIndex + 1} of {pageCount}
        </span>
        <button type="button" className="button button--secondary button--small" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
          Next
        </button>
      </nav>
    </section>
  );
}
