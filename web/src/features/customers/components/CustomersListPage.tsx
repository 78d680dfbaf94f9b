import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { useCan } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { formatPhone } from '../format';
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_PAGE_SIZE,
  type CustomerFilterId,
  type CustomerRow,
  type CustomerSortId,
} from '@pawroute/domain';
import { useCustomers, type CustomersQuery } from '../api/getCustomers';

/** Part 1 §9: filter requests are debounced 500 ms, and the last one wins. */
const FILTER_DEBOUNCE_MS = 500;

const columns: ColumnDef<CustomerRow>[] = [
  {
    id: 'lastName',
    // An accessor is what makes a column sortable in TanStack Table (the sorting itself is the server's).
    accessorFn: (row) => `${row.lastName} ${row.firstName}`,
    header: 'Name',
    meta: { filterId: 'name', filterLabel: 'Filter by name' },
    cell: ({ row }) => (
      <Link
        className="table__primary-link"
        to={`/dashboard/customers/${row.original.ID}`}
        onClick={(e) => e.stopPropagation()}
      >
        {[row.original.lastName, row.original.firstName].filter(Boolean).join(', ') || '(no name)'}
      </Link>
    ),
  },
  {
    id: 'phoneNumber',
    accessorFn: (row) => row.phoneNumber,
    header: 'Phone',
    meta: { filterId: 'phone', filterLabel: 'Filter by phone' },
    cell: ({ row }) => formatPhone(row.original.phoneNumber),
  },
  {
    id: 'emailAddress',
    accessorFn: (row) => row.emailAddress,
    header: 'Email',
    meta: { filterId: 'email', filterLabel: 'Filter by email' },
    cell: ({ row }) => row.original.emailAddress ?? '',
  },
  {
    id: 'address',
    accessorFn: (row) => row.address,
    header: 'Address',
    meta: { filterId: 'address', filterLabel: 'Filter by address' },
    cell: ({ row }) => row.original.address ?? '',
  },
  {
    id: 'pets',
    accessorFn: (row) => row.pets,
    header: 'Pets',
    // The server sorts by name, email, phone and address only.
    enableSorting: false,
    meta: { filterId: 'pet', filterLabel: 'Filter by pet' },
    cell: ({ row }) => row.original.pets ?? '',
  },
];

interface ColumnMeta {
  filterId: CustomerFilterId;
  filterLabel: string;
}

export function CustomersListPage() {
  useDocumentTitle('Customers — Pawroute');
  const navigate = useNavigate();
  const mayCreate = useCan('EditCustomers');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'lastName', desc: false }]);
  const [filters, setFilters] = useState<ColumnFiltersState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: CUSTOMER_PAGE_SIZE });
  const debouncedFilters = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);

  // New filters start again from the first page.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setPagination((p) => ({ ...p, pageIndex: 0 }));
  }, [debouncedFilters]);

  const query: CustomersQuery = useMemo(
    () => ({
      page: pagination.pageIndex,
      pageSize: pagination.pageSize,
      sorted: sorting.map((s) => ({ id: s.id as CustomerSortId, desc: s.desc })),
      filtered: debouncedFilters
        .map((f) => {
          const meta = columns.find((c) => c.id === f.id)?.meta as ColumnMeta | undefined;
          return { id: meta?.filterId ?? (f.id as CustomerFilterId), value: String(f.value ?? '').trim() };
        })
        .filter((f) => f.value !== ''),
    }),
    [pagination, sorting, debouncedFilters],
  );

  const customers = useCustomers(query);
  const pageCount = Math.max(customers.data?.pages ?? 1, 1);

  useEffect(() => {
    if (customers.isError) toast.error(CUSTOMER_MESSAGES.failedToReceiveCustomers, { id: 'customers-load' });
  }, [customers.isError]);

  const table = useReactTable({
    data: customers.data?.rows ?? [],
    columns,
    state: { sorting, columnFilters: filters, pagination },
    onSortingChange: setSorting,
    onColumnFiltersChange: setFilters,
    onPaginationChange: setPagination,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    sortDescFirst: false,
    enableSortingRemoval: false,
    pageCount,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.ID),
  });

  const filterValue = (id: string) => (filters.find((f) => f.id === id)?.value as string | undefined) ?? '';
  const setFilter = (id: string, value: string) =>
    setFilters((prev) => [...prev.filter((f) => f.id !== id), ...(value ? [{ id, value }] : [])]);
  const open = (row: CustomerRow) => navigate(`/dashboard/customers/${row.ID}`);
  const rows = table.getRowModel().rows;
  const busy = customers.isFetching;

  return (
    <div className="page">
      <PageHeader
        title="Customers"
        actions={
          mayCreate && (
            <Link to="/dashboard/customers/new" className="button button--primary">
              Create New Customer
            </Link>
          )
        }
      />
      <section className="panel panel--flush" aria-labelledby="customers-table-caption">
        <div className="table-scroll" aria-busy={busy}>
          <table className="table table--interactive table--cards">
            <caption id="customers-table-caption" className="visually-hidden">
              Customers, sorted and filtered by the column headers. Page {pagination.pageIndex + 1} of {pageCount}.
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const label = flexRender(header.column.columnDef.header, header.getContext());
                    if (!header.column.getCanSort()) {
                      return (
                        <th key={header.id} scope="col">
                          <span className="table__heading">{label}</span>
                        </th>
                      );
                    }
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                      >
                        <button type="button" className="table__sort" onClick={header.column.getToggleSortingHandler()}>
                          {label}
                          <span className={`sort-icon sort-icon--${sorted || 'none'}`} aria-hidden="true" />
                        </button>
                      </th>
                    );
                  })}
                </tr>
              ))}
              <tr className="table__filters">
                {table.getVisibleLeafColumns().map((column) => {
                  const meta = column.columnDef.meta as ColumnMeta;
                  return (
                    <th key={column.id} scope="col">
                      <input
                        type="search"
                        className="table__filter"
                        aria-label={meta.filterLabel}
                        placeholder={meta.filterLabel}
                        value={filterValue(column.id)}
                        onChange={(e) => setFilter(column.id, e.target.value)}
                      />
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className={row.original.IsDeleted ? 'is-deleted' : undefined}
                  onClick={() => open(row.original)}
                  data-customer-id={row.original.ID}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} data-label={String(cell.column.columnDef.header)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
              {rows.length === 0 && (
                <tr className="table__empty">
                  <td colSpan={columns.length}>
                    {customers.isPending
                      ? 'Loading customers…'
                      : customers.isError
                        ? CUSTOMER_MESSAGES.failedToLoad
                        : query.filtered.length
                          ? 'No customers match these filters.'
                          : 'No customers yet.'}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <nav className="pager" aria-label="Customer pages">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            Previous
          </button>
          <span className="pager__status" aria-live="polite">
            Page {pagination.pageIndex + 1} of {pageCount}
            {busy && <span className="pager__busy" aria-label="Loading" />}
          </span>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => table.nextPage()}
            disabled={!table.getCanNextPage()}
          >
            Next
          </button>
        </nav>
      </section>
    </div>
  );
}
