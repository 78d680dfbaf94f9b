import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
  functionalUpdate,
} from '@tanstack/react-table';
import { EMPLOYEE_MESSAGES, type EmployeeRow } from '@pawroute/domain';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { useCan } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUrlListState } from '../../../lib/useUrlListState';
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
  const navigate = useNavigate();
  const mayCreate = useCan('EditEmployees');
  const employees = useEmployees();
  // Filters and sort live in the URL, so Back from an employee returns to this list as it was.
  const [list, setList] = useUrlListState(LIST_DEFAULTS);
  const filters: EmployeeFilters = useMemo(() => ({ text: list.text, userType: list.userType, showTerminated: list.showTerminated }), [list]);
  const sorting: SortingState = useMemo(() => [{ id: list.sort, desc: list.desc }], [list.sort, list.desc]);
  const setSorting = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting)[0];
    if (next) setList({ sort: next.id, desc: next.desc });
  };
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
      <section className="panel panel--flush" aria-labelledby="employees-table-caption">
        <div className="table-scroll" aria-busy={employees.isFetching}>
          <table className="table table--interactive table--cards emp-table">
            <caption id="employees-table-caption" className="visually-hidden">
              Employees, sorted by the column headers.
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
                      <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
                        <button type="button" className="table__sort" onClick={header.column.getToggleSortingHandler()}>
                          {label}
                          <span className={`sort-icon sort-icon--${sorted || 'none'}`} aria-hidden="true" />
                        </button>
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className={row.original.IsDeleted ? 'is-deleted' : undefined}
                  onClick={() => navigate(`/dashboard/employees/${row.original.userId}`)}
                  data-employee-id={row.original.ID}
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
                    {employees.isPending
                      ? 'Loading employees…'
                      : employees.isError
                        ? EMPLOYEE_MESSAGES.failedToReceiveEmployees
                        : filtered
                          ? 'No employees match these filters.'
                          : 'No employees yet.'}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <p className="emp-count" aria-live="polite">
          {rows.length} of {all?.length ?? 0} employees
        </p>
      </section>
    </div>
  );
}
