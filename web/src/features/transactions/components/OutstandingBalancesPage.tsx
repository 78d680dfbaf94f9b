import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useOutstandingBalances } from '../api/queries';
import { inputToSpec, isSpecDate, specToInput, todaySpec } from '../dates';
import { TRANSACTION_TOASTS } from '../messages';
import { dollars } from '../money';
import { Pager } from '../../../components/Pager';
import '../transactions.css';

/** Part 2 §9: outstanding balances page size 10, the query debounced 400 ms. */
export const OUTSTANDING_PAGE_SIZE = 10;
const QUERY_DEBOUNCE_MS = 400;

/**
 * /dashboard/outstandingBalances (ViewOutstandingBalances, part 2 §2.7): a date range and a table of
 * user, balance, lastSeen; the query runs only with two valid MM-DD-YYYY dates (§5.7).
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
  const rows = balances.data?.rows ?? [];
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
      <section className="panel panel--flush" aria-labelledby="ob-caption">
        <div className="table-scroll" aria-busy={balances.isFetching}>
          <table className="table table--cards tx-list tx-list--compact">
            <caption id="ob-caption" className="visually-hidden">
              Customers with an outstanding balance, last seen from {startDate} to {endDate}.
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="table__heading">User</span>
                </th>
                <th scope="col">
                  <span className="table__heading">Balance</span>
                </th>
                <th scope="col">
                  <span className="table__heading">Last Seen</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.customerId} data-user-id={row.User.ID}>
                  <td data-label="User">
                    <Link className="table__primary-link" to={`/dashboard/customers/${row.User.ID}`}>
                      {row.User.name || `Customer ${row.customerId}`}
                    </Link>
                  </td>
                  <td data-label="Balance" className="money">
                    {dollars(row.balance)}
                  </td>
                  <td data-label="Last Seen">{row.lastSeen}</td>
                </tr>
              ))}
              {rows.length === 0 && (
                <tr className="table__empty">
                  <td colSpan={3}>
                    {!valid
                      ? 'Choose a start and an end date.'
                      : balances.isError
                        ? TRANSACTION_TOASTS.failedToRetrieveOutstanding
                        : balances.isPending
                          ? 'Loading outstanding balances…'
                          : 'No outstanding balances in this date range.'}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <Pager page={page} pageCount={balances.data?.pages ?? 1} busy={balances.isFetching} label="Outstanding balance pages" onPage={setPage} />
      </section>
    </div>
  );
}
