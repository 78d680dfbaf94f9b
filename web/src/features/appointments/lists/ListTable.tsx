import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import './lists.css';

interface Props<Row> {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  getRowId(row: Row): string;
  /** Shown in the single row of an empty table (loading, failed, nothing yet). */
  emptyText: string;
  busy?: boolean;
  onRowClick?(row: Row): void;
  rowClassName?(row: Row): string | undefined;
  isRowSelected?(row: Row): boolean;
  /** Under the table: the pager. */
  footer?: ReactNode;
}

/**
 * The appointment area's tables: TanStack Table rows over data the server already sorted and paged.
 * At phone width each row becomes a card whose cells carry their column's name (lists.css).
 */
export function ListTable<Row>({ caption, columns, rows, getRowId, emptyText, busy = false, onRowClick, rowClassName, isRowSelected, footer }: Props<Row>) {
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => getRowId(row),
    manualPagination: true,
    manualSorting: true,
  });
  const tableRows = table.getRowModel().rows;
  return (
    <>
      {/* A region the keyboard can scroll at phone width (axe: scrollable-region-focusable). */}
      <div className="table-scroll" aria-busy={busy} role="region" aria-label={caption} tabIndex={0}>
        <table className={`table appt-list${onRowClick ? ' table--interactive' : ''}`}>
          <caption className="visually-hidden">{caption}</caption>
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
            {tableRows.map((row) => {
              const selected = isRowSelected?.(row.original) ?? false;
              const classes = [rowClassName?.(row.original), selected ? 'is-selected' : undefined].filter(Boolean).join(' ');
              return (
                <tr
                  key={row.id}
                  className={classes || undefined}
                  aria-selected={isRowSelected ? selected : undefined}
                  data-row-id={row.id}
                  onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  // Rows open something: reachable and usable from the keyboard too.
                  tabIndex={onRowClick ? 0 : undefined}
                  onKeyDown={
                    onRowClick
                      ? (event) => {
                          if (event.target !== event.currentTarget) return;
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault();
                            onRowClick(row.original);
                          }
                        }
                      : undefined
                  }
                >
                  {row.getVisibleCells().map((cell) => {
                    const header = cell.column.columnDef.header;
                    return (
                      <td key={cell.id} data-label={typeof header === 'string' ? header : undefined}>
                        {/* One box per cell, so a phone's card lays out label and value side by side. */}
                        <div className="appt-list__value">{flexRender(cell.column.columnDef.cell, cell.getContext())}</div>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            {tableRows.length === 0 && (
              <tr className="table__empty">
                <td colSpan={columns.length}>{emptyText}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {footer}
    </>
  );
}
