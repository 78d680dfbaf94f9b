import { TRANSACTION_MESSAGES } from '@pawroute/domain';
import { getCoreRowModel, useReactTable, type ColumnDef, type ColumnFiltersState, type RowSelectionState } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { PageHeader } from '../../../components/PageHeader';
import { ServerPagedTable } from '../../../components/ServerPagedTable';
import { useCan } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUrlListState } from '../../../lib/useUrlListState';
import { useUrlSorting } from '../../../lib/urlTableState';
import { useCheckInTransactions } from '../api/commands';
import { useTransactions } from '../api/queries';
import type { TransactionRow, TransactionsQuery } from '../api/types';
import { businessTodaySpec as todaySpec } from '../../../lib/businessTime';
import { inputToSpec, specToInput } from '../../../lib/dates';
import { dollars } from '../../../lib/money';
import { TRANSACTION_TOASTS } from '../messages';
import { TransactionBadges, canCheckIn, statusLabel, transactionKind, transactionPath, transactionTitle, useTransactionsPageSize } from './shared';
import { TotalsStrip } from './TotalsStrip';
import '../transactions.css';

/** Part 2 §9: the list's fetch is debounced 300 ms. */
const FETCH_DEBOUNCE_MS = 300;

const columns: ColumnDef<TransactionRow>[] = [
  {
    id: 'select',
    header: 'Select',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.checkedIn ? (
        <span className="tx-check" aria-label="Checked in" title="Checked in">
          ✓
        </span>
      ) : (
        <input
          type="checkbox"
          className="tx-select"
          aria-label={`Select ${transactionTitle(row.original)} for check-in`}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onClick={(e) => e.stopPropagation()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
  },
  { id: 'transactionDate', accessorFn: (r) => r.date, header: 'Date', cell: ({ row }) => row.original.transactionDate },
  {
    id: 'customerName',
    accessorFn: (r) => r.customerName,
    header: 'Customer',
    meta: { filterLabel: 'Filter by customer' },
    cell: ({ row }) => (
      <Link className="table__primary-link" to={transactionPath(row.original)} onClick={(e) => e.stopPropagation()}>
        {row.original.customerName || `${transactionKind(row.original)} on ${row.original.transactionDate}`}
      </Link>
    ),
  },
  { id: 'reason', accessorFn: (r) => r.reason, header: 'Reason', meta: { filterLabel: 'Filter by reason' }, cell: ({ row }) => row.original.reason ?? '' },
  {
    id: 'Employee',
    accessorFn: (r) => r.Employee?.name ?? '',
    header: 'Employee',
    meta: { filterLabel: 'Filter by employee' },
    cell: ({ row }) => row.original.Employee?.name ?? '',
  },
  {
    id: 'status',
    accessorFn: (r) => r.status,
    header: 'Status',
    meta: { filterLabel: 'Filter by status' },
    cell: ({ row }) => (
      <>
        <TransactionBadges row={row.original} />
        {statusLabel(row.original.status)}
      </>
    ),
  },
  { id: 'charged', accessorFn: (r) => r.charged, header: 'Charged', meta: { money: true }, cell: ({ row }) => dollars(row.original.charged) },
  { id: 'paid', accessorFn: (r) => r.paid, header: 'Paid', meta: { money: true }, cell: ({ row }) => dollars(row.original.paid) },
  { id: 'creditCardAmount', accessorFn: (r) => r.creditCardAmount, header: 'Card', meta: { money: true }, cell: ({ row }) => dollars(row.original.creditCardAmount) },
  { id: 'cashAmount', accessorFn: (r) => r.cashAmount, header: 'Cash', meta: { money: true }, cell: ({ row }) => dollars(row.original.cashAmount) },
  { id: 'checkAmount', accessorFn: (r) => r.checkAmount, header: 'Check', meta: { money: true }, cell: ({ row }) => dollars(row.original.checkAmount) },
  { id: 'giftCardAmount', accessorFn: (r) => r.giftCardAmount, header: 'Gift Card', meta: { money: true }, cell: ({ row }) => dollars(row.original.giftCardAmount) },
];

const FILTER_IDS = ['customerName', 'reason', 'Employee', 'status'] as const;
const isFilterId = (id: string): id is (typeof FILTER_IDS)[number] => (FILTER_IDS as readonly string[]).includes(id);

/**
 * /dashboard/transactions (ViewAllTransactions, part 2 §2.5): a date range (today by default), column
 * filters, sort (transactionDate descending by default), server paging of 25 or 10 rows by the window's
 * height, the fetch debounced 300 ms, the totals strip and bulk check-in.
 */
export function TransactionsListPage() {
  useDocumentTitle('Transactions — Pawroute');
  const mayCreate = useCan('CreateTransactions');
  const pageSize = useTransactionsPageSize();
  // Dates, filters, sort and page live in the URL, so Back from a transaction returns to the list as it was.
  const [list, setList] = useUrlListState({
    start: todaySpec(),
    end: todaySpec(),
    customerName: '',
    reason: '',
    Employee: '',
    status: '',
    sort: 'transactionDate',
    desc: true,
    page: 1,
  });
  const { start: startDate, end: endDate } = list;
  const page = Math.max(list.page - 1, 0);
  const [sorting, setSorting] = useUrlSorting(list.sort, list.desc, setList);
  const filters: ColumnFiltersState = useMemo(
    () => FILTER_IDS.flatMap((id) => (list[id] ? [{ id, value: list[id] }] : [])),
    [list],
  );
  const setPage = (next: number) => setList({ page: next + 1 });
  const setStartDate = (value: string) => setList({ start: value });
  const setEndDate = (value: string) => setList({ end: value });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [confirming, setConfirming] = useState(false);
  const checkIn = useCheckInTransactions();

  const query: TransactionsQuery = useMemo(
    () => ({
      startDate,
      endDate,
      page,
      pageSize,
      sorted: sorting.map((s) => ({ id: s.id, desc: s.desc })),
      filtered: filters.map((f) => ({ id: f.id, value: String(f.value ?? '').trim() })).filter((f) => f.value !== ''),
    }),
    [startDate, endDate, page, pageSize, sorting, filters],
  );
  const debounced = useDebouncedValue(query, FETCH_DEBOUNCE_MS);
  const transactions = useTransactions(debounced);
  const pageCount = Math.max(transactions.data?.pages ?? 1, 1);

  useEffect(() => {
    if (transactions.isError) toast.error(TRANSACTION_TOASTS.failedToRetrieveAll, { id: 'transactions-load' });
  }, [transactions.isError]);

  const table = useReactTable({
    data: transactions.data?.rows ?? [],
    columns,
    state: { sorting, columnFilters: filters, rowSelection: selection },
    onSortingChange: setSorting,
    onRowSelectionChange: setSelection,
    enableRowSelection: (row) => canCheckIn(row.original),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    pageCount,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.ID),
  });

  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  const filterValue = (id: string) => (isFilterId(id) ? list[id] : '');
  const setFilter = (id: string, value: string) => {
    if (isFilterId(id)) setList({ [id]: value });
  };

  const submitCheckIn = () => {
    checkIn.mutate(
      { body: { transactionIds: selectedIds } },
      {
        onSuccess: () => {
          toast.success(selectedIds.length === 1 ? 'Checked in 1 transaction' : `Checked in ${selectedIds.length} transactions`);
          setSelection({});
          setConfirming(false);
        },
        onError: (e) => toast.error(e.message),
      },
    );
  };

  return (
    <div className="page">
      <PageHeader
        title="Transactions"
        actions={
          mayCreate && (
            <Link to="/dashboard/transactions/new" className="button button--primary">
              New Transaction
            </Link>
          )
        }
      />
      <div className="tx-toolbar">
        <div className="field">
          <label htmlFor="tx-start">Start Date</label>
          <input id="tx-start" type="date" value={specToInput(startDate)} onChange={(e) => setStartDate(inputToSpec(e.target.value))} />
        </div>
        <div className="field">
          <label htmlFor="tx-end">End Date</label>
          <input id="tx-end" type="date" value={specToInput(endDate)} onChange={(e) => setEndDate(inputToSpec(e.target.value))} />
        </div>
        <div className="tx-toolbar__actions">
          <button type="button" className="button button--secondary" disabled={selectedIds.length === 0} onClick={() => setConfirming(true)}>
            Check In{selectedIds.length > 0 ? ` (${selectedIds.length})` : ''}
          </button>
        </div>
      </div>
      <TotalsStrip totals={transactions.data?.totals} />
      <ServerPagedTable
        table={table}
        captionId="tx-caption"
        caption={<>Transactions from {startDate} to {endDate}. Page {page + 1} of {pageCount}.</>}
        className="table--interactive table--cards tx-list"
        busy={transactions.isFetching}
        empty={
          transactions.isPending && transactions.fetchStatus !== 'idle'
            ? 'Loading transactions…'
            : transactions.isError
              ? TRANSACTION_TOASTS.failedToRetrieveAll
              : 'No transactions in this date range.'
        }
        filters={{ value: filterValue, onChange: setFilter, blankClassName: 'tx-no-filter' }}
        rowLink={transactionPath}
        rowProps={(row, tableRow) => ({
          className: [row.isVoided ? 'is-voided' : '', tableRow.getIsSelected() ? 'is-selected' : ''].join(' ').trim() || undefined,
          'data-transaction-id': row.ID,
        })}
        cellBox="tx-cell"
        pager={{ label: 'Transaction pages', page, pageCount, busy: transactions.isFetching, onPage: setPage }}
      />
      <ModalDialog
        open={confirming}
        title="Check In Transactions"
        onClose={() => setConfirming(false)}
        busy={checkIn.isPending}
        actions={
          <>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)} disabled={checkIn.isPending}>
              Cancel
            </button>
            <button type="button" className="button button--primary" onClick={submitCheckIn} disabled={checkIn.isPending}>
              Check In
            </button>
          </>
        }
      >
        <p>
          Check in {selectedIds.length} {selectedIds.length === 1 ? 'transaction' : 'transactions'}? {TRANSACTION_MESSAGES.alreadyCheckedIn.split('. ')[1]}
        </p>
      </ModalDialog>
    </div>
  );
}
