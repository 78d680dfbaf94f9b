import { getCoreRowModel, getFilteredRowModel, getSortedRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { EMPLOYEE_MESSAGES, type EmployeeRow } from '@pawroute/domain';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { ServerPagedTable } from '../../../components/ServerPagedTable';
import { useCan } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUrlListState } from '../../../lib/useUrlListState';
import { useUrlSorting } from '../../../lib/urlTableState';
import { useEmployees } from '../api/employees';
import { employeeName, formatDate, formatPhone } from '../format';
import { matchesFilters, type EmployeeFilters } from '../logic';
import '../employees.css';

const columns: ColumnDef<EmployeeRow>[] = [
  {
    id: 'name',
    accessorFn: (row) => `${row.lastName} ${row.firstName}`.toLowerCase(),
    header: 'Name',
    cell: ({ row }) => (
      <Link className="table__primary-link" to={`/dashboard/employees/${row.original.userId}`} onClick={(e) => e.stopPropagation()}>
        {employeeName(row.original) || '(no name)'}
      </Link>
    ),
  },
  {
    id: 'emailAddress',
    accessorFn: (row) => row.emailAddress.toLowerCase(),
    header: 'Email',
    cell: ({ row }) => row.original.emailAddress,
  },
  {
    id: 'phoneNumber',
    accessorFn: (row) => row.phoneNumber ?? '',
    header: 'Phone',
    cell: ({ row }) => formatPhone(row.original.phoneNumber),
  },
  {
    id: 'userType',
    accessorFn: (row) => row.UserType ?? '',
    header: 'User Type',
    cell: ({ row }) => row.original.UserType ?? '',
  },
  {
    id: 'dateHired',
    accessorFn: (row) => row.dateHired ?? '',
    header: 'Hired',
    cell: ({ row }) => formatDate(row.original.dateHired),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        {row.original.isTerminated && <span className="emp-badge emp-badge--terminated">Terminated</span>}
        {row.original.IsDeleted && <span className="emp-badge emp-badge--deleted">Deleted</span>}
      </>
    ),
  },
];

const LIST_DEFAULTS = { text: '', userType: '', showTerminated: false, sort: 'name', desc: false };

/** /dashboard/employees (part 2 §2.4): every employee, filtered in the browser; a row opens the employee. */
export function EmployeesListPage() {
  useDocumentTitle('Employees — Pawroute');
  const mayCreate = useCan('EditEmployees');
  const employees = useEmployees();
  // Filters and sort live in the URL, so Back from an employee returns to this list as it was.
  const [list, setList] = useUrlListState(LIST_DEFAULTS);
  const filters: EmployeeFilters = useMemo(() => ({ text: list.text, userType: list.userType, showTerminated: list.showTerminated }), [list]);
  const [sorting, setSorting] = useUrlSorting(list.sort, list.desc, setList);
  const setFilters = (patch: Partial<EmployeeFilters>) => setList(patch);

  useEffect(() => {
    if (employees.isError) toast.error(EMPLOYEE_MESSAGES.failedToReceiveEmployees, { id: 'employees-load' });
  }, [employees.isError]);

  const all = employees.data?.rows;
  const userTypes = useMemo(() => {
    const seen = new Map<number, string>();
    for (const row of all ?? []) if (row.UserType) seen.set(row.userTypeId, row.UserType);
    return [...seen].sort((a, b) => a[1].localeCompare(b[1]));
  }, [all]);
  const data = useMemo(() => (all ?? []).filter((row) => matchesFilters(row, filters)), [all, filters]);

  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getRowId: (row) => String(row.ID),
  });
  const rows = table.getRowModel().rows;
  const filtered = filters.text.trim() !== '' || filters.userType !== '';

  return (
    <div className="page">
      <PageHeader
        title="Employees"
        actions={
          mayCreate && (
            <Link to="/dashboard/employees/new" className="button button--primary">
              Create New Employee
            </Link>
          )
        }
      />
      <section className="panel emp-filters" aria-label="Employee filters">
        <div className="field">
          <label htmlFor="employee-search">Search</label>
          <input
            id="employee-search"
            type="search"
            placeholder="Name or email"
            value={filters.text}
            onChange={(e) => setFilters({ text: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="employee-type">User Type</label>
          <select id="employee-type" value={filters.userType} onChange={(e) => setFilters({ userType: e.target.value })}>
            <option value="">All</option>
            {userTypes.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <label className="check emp-filters__toggle">
          <input
            type="checkbox"
            checked={filters.showTerminated}
            onChange={(e) => setFilters({ showTerminated: e.target.checked })}
          />{' '}
          Show Terminated
        </label>
      </section>
      <ServerPagedTable
        table={table}
        captionId="employees-table-caption"
        caption="Employees, sorted by the column headers."
        className="table--interactive table--cards emp-table"
        busy={employees.isFetching}
        empty={
          employees.isPending
            ? 'Loading employees…'
            : employees.isError
              ? EMPLOYEE_MESSAGES.failedToReceiveEmployees
              : filtered
                ? 'No employees match these filters.'
                : 'No employees yet.'
        }
        rowLink={(row) => `/dashboard/employees/${row.userId}`}
        rowProps={(row) => ({ className: row.IsDeleted ? 'is-deleted' : undefined, 'data-employee-id': row.ID })}
        footer={
          <p className="emp-count" aria-live="polite">
            {rows.length} of {all?.length ?? 0} employees
          </p>
        }
      />
    </div>
  );
}
