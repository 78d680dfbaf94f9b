import type { OutstandingBalanceRow } from '@pawroute/domain';
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { ServerPagedTable } from '../../../components/ServerPagedTable';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useOutstandingBalances } from '../api/queries';
import { businessTodaySpec as todaySpec } from '../../../lib/businessTime';
import { inputToSpec, isSpecDate, specToInput } from '../../../lib/dates';
import { TRANSACTION_TOASTS } from '../messages';
import { dollars } from '../../../lib/money';
import '../transactions.css';
import { UnpaidAfterVoidTable } from './UnpaidAfterVoid';

/** Part 2 §9: outstanding balances page size 10, the query debounced 400 ms. */
export const OUTSTANDING_PAGE_SIZE = 10;
const QUERY_DEBOUNCE_MS = 400;

const columns: ColumnDef<OutstandingBalanceRow>[] = [
  {
    id: 'user',
    header: 'User',
    cell: ({ row }) => (
      <Link className="table__primary-link" to={`/dashboard/customers/${row.original.User.ID}`}>
        {row.original.User.name || `Customer ${row.original.customerId}`}
      </Link>
    ),
  },
  { id: 'balance', header: 'Balance', meta: { money: true }, cell: ({ row }) => dollars(row.original.balance) },
  { id: 'lastSeen', header: 'Last Seen', cell: ({ row }) => row.original.lastSeen },
];

/**
 * /dashboard/outstandingBalances (ViewOutstandingBalances, part 2 §2.7): a date range and a table of
 * user, balance, lastSeen; the query runs only with two valid MM-DD-YYYY dates (§5.7). Below it, the
 * grooms whose payment was voided (docs/DECISIONS.md "The ledger after a void").
 */
export function OutstandingBalancesPage() {
  useDocumentTitle('Outstanding Balances — Pawroute');
  const [startDate, setStartDate] = useState(todaySpec);
  const [endDate, setEndDate] = useState(todaySpec);
  const [page, setPage] = useState(0);
  useEffect(() => setPage(0), [startDate, endDate]);
  const range = useDebouncedValue({ startDate, endDate }, QUERY_DEBOUNCE_MS);
  const balances = useOutstandingBalances(range.startDate, range.endDate, page, OUTSTANDING_PAGE_SIZE);
  useEffect(() => {
    if (balances.isError) toast.error(TRANSACTION_TOASTS.failedToRetrieveOutstanding, { id: 'outstanding-load' });
  }, [balances.isError]);
  const table = useReactTable({
    data: balances.data?.rows ?? [],
    columns,
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.customerId),
  });
  const valid = isSpecDate(startDate) && isSpecDate(endDate);
  return (
    <div className="page">
      <PageHeader title="Outstanding Balances" />
      <div className="tx-toolbar">
        <div className="field">
          <label htmlFor="ob-start">Start Date</label>
          <input id="ob-start" type="date" value={specToInput(startDate)} onChange={(e) => setStartDate(inputToSpec(e.target.value))} />
        </div>
        <div className="field">
          <label htmlFor="ob-end">End Date</label>
          <input id="ob-end" type="date" value={specToInput(endDate)} onChange={(e) => setEndDate(inputToSpec(e.target.value))} />
        </div>
      </div>
      <ServerPagedTable
        table={table}
        captionId="ob-caption"
        caption={<>Customers with an outstanding balance, last seen from {startDate} to {endDate}.</>}
        className="table--cards tx-list tx-list--compact"
        busy={balances.isFetching}
        empty={
          !valid
            ? 'Choose a start and an end date.'
            : balances.isError
              ? TRANSACTION_TOASTS.failedToRetrieveOutstanding
              : balances.isPending
                ? 'Loading outstanding balances…'
                : 'No outstanding balances in this date range.'
        }
        rowProps={(row) => ({ 'data-user-id': row.User.ID })}
        pager={{ label: 'Outstanding balance pages', page, pageCount: balances.data?.pages ?? 1, busy: balances.isFetching, onPage: setPage }}
      />
      <UnpaidAfterVoidTable />
    </div>
  );
}
