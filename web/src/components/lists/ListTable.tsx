import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { openableRow, ServerPagedTable } from '../ServerPagedTable';
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
 * The appointment area's tables: TanStack Table rows over data the server already sorted and paged, in
 * a region the keyboard can scroll; a row that opens something does so from the keyboard too. At phone
 * width each row becomes a card whose cells carry their column's name (lists.css).
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
  return (
    <ServerPagedTable
      table={table}
      caption={caption}
      regionLabel={caption}
      className={`appt-list${onRowClick ? ' table--interactive' : ''}`}
      busy={busy}
      empty={emptyText}
      rowProps={(row, tableRow) => {
        const selected = isRowSelected?.(row) ?? false;
        const classes = [rowClassName?.(row), selected ? 'is-selected' : undefined].filter(Boolean).join(' ');
        return {
          className: classes || undefined,
          'aria-selected': isRowSelected ? selected : undefined,
          'data-row-id': tableRow.id,
          ...(onRowClick ? openableRow(() => onRowClick(row)) : {}),
        };
      }}
      cellBox="appt-list__value"
      footer={footer}
    />
  );
}
