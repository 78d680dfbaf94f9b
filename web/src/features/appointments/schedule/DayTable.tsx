import { displayAddressLine } from '@pawroute/domain';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { PagedTableHead } from '../../../components/PagedTableHead';
import { openableRow } from '../../../components/ServerPagedTable';
import { StatusBadge } from '../../../components/lists/StatusBadge';
import { MIN_DAY_ROWS, type DayRow } from './dayRows';

interface Props {
  rows: DayRow[];
  loading: boolean;
  selectedKey: string | null;
  canCreateInstance: boolean;
  creatingKey: string | null;
  onOpen(row: DayRow): void;
  onCreateInstance(row: Extract<DayRow, { kind: 'placeholder' }>): void;
}

const names = (list: readonly { name: string }[]) => list.map((p) => p.name).join(', ');

/** The day table of part 1 §2 (TanStack Table): time, stylist, customer, pets, status, address; 15 rows at least. */
export function DayTable({ rows, loading, selectedKey, canCreateInstance, creatingKey, onOpen, onCreateInstance }: Props) {
  const columns = useMemo<ColumnDef<DayRow>[]>(
    () => [
      {
        id: 'time',
        header: 'Time',
        cell: ({ row: { original: r } }) =>
          r.kind === 'appointment' ? `${r.row.startTime ?? ''} – ${r.row.endTime ?? ''}` : `${r.placeholder.startTime} – ${r.placeholder.endTime}`,
      },
      {
        id: 'stylist',
        header: 'Stylist',
        cell: ({ row: { original: r } }) => (r.kind === 'appointment' ? r.row.Employee?.name : r.placeholder.Employee?.name) ?? '',
      },
      {
        id: 'customer',
        header: 'Customer',
        cell: ({ row: { original: r } }) => (
          <span className="appt-list__cell-strong">{r.kind === 'appointment' ? r.row.Customer.name : r.placeholder.Customer.name}</span>
        ),
      },
      { id: 'pets', header: 'Pets', cell: ({ row: { original: r } }) => names(r.kind === 'appointment' ? r.row.pets : r.placeholder.pets) },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row: { original: r } }) =>
          r.kind === 'appointment' ? (
            <>
              <StatusBadge status={r.row.status} standing={r.row.standingId !== null} />
              {r.row.paymentVoided === true && <span className="appt-badge appt-badge--voided">Payment voided</span>}
            </>
          ) : (
            <span className="day-table__placeholder">
              <span className="appt-badge appt-badge--standing appt-badge--dashed">Standing</span>
              {canCreateInstance && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={creatingKey !== null}
                  onClick={(event) => {
                    event.stopPropagation();
                    onCreateInstance(r);
                  }}
                >
                  {creatingKey === r.key ? 'Creating…' : 'Create Instance'}
                </button>
              )}
            </span>
          ),
      },
      { id: 'address', header: 'Address', cell: ({ row: { original: r } }) => (r.kind === 'appointment' ? displayAddressLine(r.row.address) : '') },
    ],
    [canCreateInstance, creatingKey, onCreateInstance],
  );
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (r) => r.key });
  const fillers = Math.max(0, MIN_DAY_ROWS - rows.length);
  return (
    <div className="table-scroll day-table" aria-busy={loading}>
      <table className="table appt-list table--interactive">
        <caption className="visually-hidden">The day's appointments</caption>
        <PagedTableHead table={table} />
        <tbody>
          {table.getRowModel().rows.map((row) => {
            const r = row.original;
            const classes = [
              r.kind === 'appointment' ? `appt-list-row appt-list-row--${r.row.status}` : 'day-table__row--placeholder',
              selectedKey === r.key ? 'is-selected' : '',
            ].join(' ');
            return (
              <tr
                key={row.id}
                className={classes}
                data-row-id={row.id}
                aria-selected={selectedKey === r.key}
                {...openableRow(() => onOpen(r))}
              >
                {row.getVisibleCells().map((cell) => {
                  const header = cell.column.columnDef.header;
                  return (
                    <td key={cell.id} data-label={typeof header === 'string' ? header : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {rows.length === 0 && (
            <tr className="day-table__note">
              <td colSpan={columns.length}>{loading ? 'Loading the day…' : 'No appointments on this day.'}</td>
            </tr>
          )}
          {Array.from({ length: rows.length === 0 ? fillers - 1 : fillers }, (_, i) => (
            <tr key={`filler-${i}`} className="day-table__filler" aria-hidden="true">
              {columns.map((c) => (
                <td key={c.id}>&nbsp;</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
