import { getCoreRowModel, getPaginationRowModel, useReactTable, type ColumnDef, type PaginationState, type Updater } from '@tanstack/react-table';

/**
 * A TanStack table over rows the browser already holds, shown a page at a time at the page the caller
 * keeps (usually in the URL); each row is known by its ID.
 */
export function useBrowserPagedTable<Row extends { ID: number }>(options: {
  data: Row[];
  columns: ColumnDef<Row>[];
  pagination: PaginationState;
  onPaginationChange(updater: Updater<PaginationState>): void;
}) {
  const table = useReactTable({
    data: options.data,
    columns: options.columns,
    state: { pagination: options.pagination },
    onPaginationChange: options.onPaginationChange,
    getCoreRowModel: getCoreRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => String(row.ID),
    autoResetPageIndex: false,
  });
  return { table, pageCount: Math.max(table.getPageCount(), 1) };
}
