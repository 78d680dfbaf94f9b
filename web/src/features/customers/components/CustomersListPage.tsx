import { getCoreRowModel, useReactTable, type ColumnDef, type ColumnFiltersState } from '@tanstack/react-table';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { ServerPagedTable } from '../../../components/ServerPagedTable';
import { useCan } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUrlListState } from '../../../lib/useUrlListState';
import { useUrlPagination, useUrlSorting } from '../../../lib/urlTableState';
import { formatPhone } from '../format';
import { CUSTOMER_MESSAGES, CUSTOMER_PAGE_SIZE, CUSTOMER_SORT_IDS, type CustomerFilterId, type CustomerRow, type CustomerSortId, displayAddressLine } from '@pawroute/domain';
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
    cell: ({ row }) => displayAddressLine(row.original.address),
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
  filterId: ListFilterId;
  filterLabel: string;
}

const filterIdOf = (columnId: string): ListFilterId => (columns.find((c) => c.id === columnId)?.meta as ColumnMeta).filterId;

type ListFilterId = Exclude<CustomerFilterId, 'deleted'>;

// URL keys are the server's filter ids; page is 1-based as a person reads it.
const LIST_DEFAULTS: Record<ListFilterId, string> & { sort: string; desc: boolean; page: number } = {
  name: '',
  phone: '',
  email: '',
  address: '',
  pet: '',
  sort: 'lastName',
  desc: false,
  page: 1,
};

export function CustomersListPage() {
  useDocumentTitle('Customers — Pawroute');
  const mayCreate = useCan('EditCustomers');
  // Filters, sort and page live in the URL, so Back from a profile returns to this list as it was.
  const [list, setList] = useUrlListState(LIST_DEFAULTS);
  // A hand-edited URL with an unknown sort falls back to the default rather than a refused request.
  const sortId = (CUSTOMER_SORT_IDS as readonly string[]).includes(list.sort) ? list.sort : LIST_DEFAULTS.sort;
  const [sorting, setSorting] = useUrlSorting(sortId, list.desc, setList);
  const filters: ColumnFiltersState = useMemo(
    () =>
      columns.flatMap((c) => {
        const value = list[(c.meta as ColumnMeta).filterId];
        return value ? [{ id: c.id as string, value }] : [];
      }),
    [list],
  );
  const [pagination, setPagination] = useUrlPagination(Math.max(list.page - 1, 0), CUSTOMER_PAGE_SIZE, setList);
  const debouncedFilters = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);

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
      <ServerPagedTable
        table={table}
        captionId="customers-table-caption"
        caption={<>Customers, sorted and filtered by the column headers. Page {pagination.pageIndex + 1} of {pageCount}.</>}
        className="table--interactive table--cards"
        busy={busy}
        empty={
          customers.isPending
            ? 'Loading customers…'
            : customers.isError
              ? CUSTOMER_MESSAGES.failedToLoad
              : query.filtered.length
                ? 'No customers match these filters.'
                : 'No customers yet.'
        }
        filters={{ value: (columnId) => list[filterIdOf(columnId)], onChange: (columnId, value) => setList({ [filterIdOf(columnId)]: value }) }}
        rowLink={(row) => `/dashboard/customers/${row.ID}`}
        rowProps={(row) => ({ className: row.IsDeleted ? 'is-deleted' : undefined, 'data-customer-id': row.ID })}
        pager={{ label: 'Customer pages', page: pagination.pageIndex, pageCount, busy }}
      />
    </div>
  );
}
