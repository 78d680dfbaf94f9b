import type { ReportDrill, ReportTransactionRow } from '@pawroute/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useReportTransactions } from './api';
import { dollars } from '../../lib/money';

const transactionPath = (r: ReportTransactionRow) =>
  r.userId === null ? `/dashboard/transactions/${r.transactionId}` : `/dashboard/transactions/${r.transactionId}/user/${r.userId}`;

/** The ledger rows behind a figure, each with its share, linking to the transaction's page. */
export function DrillPanel({ drill, label, onClose }: { drill: ReportDrill; label: string; onClose: () => void }) {
  const query = useReportTransactions(drill);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [drill]);
  const rows = query.data?.rows ?? [];
  const payroll = drill.report !== 'salesTax';
  return (
    <section className="panel report-drill" aria-labelledby="report-drill-title" data-testid="report-drill">
      <div className="report-drill__head">
        <h2 id="report-drill-title" tabIndex={-1} ref={heading}>
          Transactions behind {label}
        </h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="report-drill__range">
        {drill.startDate} to {drill.endDate}
        {query.data?.truncated ? ` (the first ${query.data.limit})` : ''}
      </p>
      <div className="table-scroll">
        <table className="table table--cards">
          <thead>
            <tr>
              <th scope="col">Transaction</th>
              <th scope="col">Date</th>
              <th scope="col">Customer</th>
              {payroll ? (
                <>
                  <th scope="col">Stylist</th>
                  <th scope="col" className="money">Commissionable</th>
                  <th scope="col">Rate</th>
                  <th scope="col" className="money">Commission</th>
                  <th scope="col" className="money">Tips</th>
                </>
              ) : (
                <>
                  <th scope="col" className="money">Taxable Sales</th>
                  <th scope="col" className="money">Tax Collected</th>
                  <th scope="col" className="money">Exempt Sales</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.transactionId}>
                <td data-label="Transaction">
                  {/* Words people use (docs/DECISIONS.md "Words people use instead of internal numbers"): the row's kind; its date is beside it. */}
                  <Link className="table__primary-link" to={transactionPath(r)} data-transaction-id={r.transactionId}>
                    {r.isRefund ? 'Refund' : 'Payment'}
                  </Link>
                </td>
                <td data-label="Date">{r.date}</td>
                <td data-label="Customer">{r.customerName || `Customer ${r.customerId}`}</td>
                {payroll ? (
                  <>
                    <td data-label="Stylist">{r.stylist}</td>
                    <td data-label="Commissionable" className="money">{dollars(r.commissionable)}</td>
                    <td data-label="Rate">{r.ratePercent === null ? '' : `${r.ratePercent}%`}</td>
                    <td data-label="Commission" className="money">{dollars(r.commission)}</td>
                    <td data-label="Tips" className="money">{dollars(r.tips)}</td>
                  </>
                ) : (
                  <>
                    <td data-label="Taxable Sales" className="money">{dollars(r.taxableSales)}</td>
                    <td data-label="Tax Collected" className="money">{dollars(r.taxCollected)}</td>
                    <td data-label="Exempt Sales" className="money">{dollars(r.exemptSales)}</td>
                  </>
                )}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr className="table__empty">
                <td colSpan={payroll ? 8 : 6}>{query.isPending ? 'Loading transactions…' : query.isError ? 'Failed to retrieve all transactions.' : 'No transactions.'}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
