import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useCustomerTransactions } from '../api/queries';
import type { TransactionRow } from '../api/types';
import { TRANSACTION_TOASTS } from '../messages';
import { dollars } from '../../../lib/money';
import { TransactionBadges, transactionPath } from './shared';
import { Pager } from '../../../components/Pager';
import '../transactions.css';

/** Part 1 §9: the customer's transactions show 5 per page. */
export const CUSTOMER_TRANSACTIONS_PAGE_SIZE = 5;

/**
 * One customer's ledger (GET transactions/findByCustomer, newest first): the profile's
 * transactionHistory tab for staff, and the customer's own list in the portal. A row opens the
 * transaction's page (staff: the full page with its actions; the customer: read-only).
 */
export function CustomerTransactionsTable({ userId, title = 'Transaction History' }: { userId: number; title?: string }) {
  const navigate = useNavigate();
  const list = useCustomerTransactions(userId);
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (list.isError) toast.error(TRANSACTION_TOASTS.failedToRetrieveForCustomer, { id: `customer-transactions-${userId}` });
  }, [list.isError, userId]);
  const all = list.data ?? [];
  const pages = Math.max(1, Math.ceil(all.length / CUSTOMER_TRANSACTIONS_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const rows = all.slice(current * CUSTOMER_TRANSACTIONS_PAGE_SIZE, (current + 1) * CUSTOMER_TRANSACTIONS_PAGE_SIZE);
  const open = (row: TransactionRow) => navigate(transactionPath(row));
  return (
    <section className="panel panel--flush" aria-label={title}>
      <div className="panel__head" style={{ padding: 'var(--space-4) var(--space-5) 0' }}>
        <h2 className="panel__title">{title}</h2>
      </div>
      <div className="table-scroll" aria-busy={list.isFetching}>
        <table className="table table--cards table--interactive tx-list tx-list--compact">
          <thead>
            <tr>
              {['Date', 'Reason', 'Charged', 'Paid', 'Balance'].map((c) => (
                <th key={c} scope="col">
                  <span className="table__heading">{c}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.ID} className={row.isVoided ? 'is-voided' : undefined} onClick={() => open(row)} data-transaction-id={row.ID}>
                <td data-label="Date">
                  <Link className="table__primary-link" to={transactionPath(row)} onClick={(e) => e.stopPropagation()}>
                    {row.transactionDate}
                  </Link>
                </td>
                <td data-label="Reason">
                  <div className="tx-cell">
                    <TransactionBadges row={row} />
                    {row.reason ?? ''}
                  </div>
                </td>
                <td data-label="Charged" className="money">
                  {dollars(row.charged)}
                </td>
                <td data-label="Paid" className="money">
                  {dollars(row.paid)}
                </td>
                <td data-label="Balance" className="money">
                  {dollars(row.transactionBalance)}
                </td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr className="table__empty">
                <td colSpan={5}>{list.isError ? TRANSACTION_TOASTS.failedToRetrieveForCustomer : list.isPending ? 'Loading transactions…' : 'No transactions yet.'}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {pages > 1 && <Pager page={current} pageCount={pages} busy={list.isFetching} label={`${title} pages`} onPage={setPage} />}
    </section>
  );
}

/** /dashboard/transactions for a customer (ViewCustomerDashboard): their own transactions. */
export function MyTransactionsPage({ userId }: { userId: number }) {
  useDocumentTitle('My Transactions — Pawroute');
  return (
    <div className="page">
      <PageHeader title="My Transactions" />
      <CustomerTransactionsTable userId={userId} title="Transactions" />
    </div>
  );
}
