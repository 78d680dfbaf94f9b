import type { ColumnDef } from '@tanstack/react-table';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { recordPaymentPath, UnpaidGroomNotice } from '../../../components/UnpaidGroomNotice';
import { ServerPagedTable } from '../../../components/ServerPagedTable';
import { isApiError } from '../../../lib/apiClient';
import { useCan } from '../../../lib/session';
import { useUnpaidAfterVoid } from '../api/queries';
import type { UnpaidAfterVoidRow } from '../api/types';
import { dollars } from '../../../lib/money';
import '../transactions.css';

/** Part 2 §9's page size of the outstanding balances, for the table beside it. */
const PAGE_SIZE = 10;
export const UNPAID_FAILED = 'Failed to retrieve the grooms whose payment was voided.';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * The customer page, under the balance (docs/DECISIONS.md "The ledger after a void"): one notice per
 * completed groom whose payment was voided and not replaced, with Record Payment for who may record one.
 * Nothing when there is none, or when the viewer may not read money (a 403, as the balance card).
 */
export function CustomerUnpaidNotices({ userId }: { userId: number }) {
  const mayCreate = useCan('CreateTransactions');
  const mayOpenLedger = useCan('ViewAllTransactions');
  const list = useUnpaidAfterVoid({ userId, pageSize: 50 });
  if (isApiError(list.error) && list.error.statusCode === 403) return null;
  const rows = list.data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="unpaid-notices" aria-label="Unpaid grooms">
      {rows.map((r) => (
        <UnpaidGroomNotice
          key={r.appointmentId}
          compact
          appointmentDate={r.appointmentDate}
          amount={dollars(r.voidedAmount)}
          recordPath={mayCreate && mayOpenLedger ? recordPaymentPath(r.User.ID, r.appointmentId) : null}
        />
      ))}
    </section>
  );
}

/**
 * Outstanding Balances' second table: completed appointments without a live payment (customer, date,
 * the voided amount, days since the groom), each with Record Payment. Their amounts are not in the
 * balances above: a void removes the transaction (docs/RULES.md "Balance, voids and refunds").
 */
export function UnpaidAfterVoidTable() {
  const mayCreate = useCan('CreateTransactions');
  const [page, setPage] = useState(0);
  const list = useUnpaidAfterVoid({ page, pageSize: PAGE_SIZE });
  const columns: ColumnDef<UnpaidAfterVoidRow>[] = [
    {
      id: 'customer',
      header: 'Customer',
      cell: ({ row }) => (
        <Link className="table__primary-link" to={`/dashboard/customers/${row.original.User.ID}`}>
          {row.original.User.name || `Customer ${row.original.customerId}`}
        </Link>
      ),
    },
    { id: 'date', header: 'Groom Date', cell: ({ row }) => row.original.appointmentDate },
    { id: 'voidedAmount', header: 'Voided Amount', meta: { money: true }, cell: ({ row }) => dollars(row.original.voidedAmount) },
    { id: 'daysSince', header: 'Days Since', cell: ({ row }) => days(row.original.daysSince) },
    {
      id: 'record',
      header: 'Payment',
      cell: ({ row }) =>
        mayCreate ? (
          <Link
            className="button button--small button--secondary"
            to={recordPaymentPath(row.original.User.ID, row.original.appointmentId)}
            aria-label={`Record Payment: ${row.original.User.name}, ${row.original.appointmentDate}`}
          >
            Record Payment
          </Link>
        ) : null,
    },
  ];
  const table = useReactTable({
    data: list.data?.rows ?? [],
    columns,
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.appointmentId),
  });
  return (
    <section className="tx-unpaid" aria-labelledby="unpaid-title">
      <h2 id="unpaid-title" className="panel__title tx-unpaid__title">
        Unpaid After a Void
      </h2>
      <ServerPagedTable
        table={table}
        captionId="unpaid-caption"
        caption={<>Completed appointments whose payment was voided and no new payment recorded. A void removes the transaction, so these are not in the balances above.</>}
        className="table--cards tx-list tx-list--compact"
        busy={list.isFetching}
        empty={list.isError ? UNPAID_FAILED : list.isPending ? 'Loading…' : 'Every completed appointment has a live payment.'}
        rowProps={(row) => ({ 'data-appointment-id': row.appointmentId })}
        pager={{ label: 'Unpaid after a void pages', page, pageCount: list.data?.pages ?? 1, busy: list.isFetching, onPage: setPage }}
      />
    </section>
  );
}
