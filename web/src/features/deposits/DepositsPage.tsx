import { toSpecDate, type DepositBatch } from '@pawroute/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { businessToday as today } from '../../lib/businessTime';
import { addDays } from '../../lib/dates';
import { dollars } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useDeposits } from './api';
import './deposits.css';

/**
 * /dashboard/deposits (ViewAllTransactions): each batch the card gateway settled (one bank deposit a
 * day), its transactions and total, matched against the ledger; a difference is flagged with what
 * differs. What an owner checks against the bank statement.
 */
export function DepositsPage() {
  useDocumentTitle('Deposits — Pawroute');
  const [startDate, setStartDate] = useState(() => addDays(today(), -30));
  const [endDate, setEndDate] = useState(today);
  const deposits = useDeposits(startDate, endDate);
  const batches = deposits.data?.batches ?? [];
  const total = batches.reduce((s, b) => s + b.totalCents, 0);
  const differing = batches.filter((b) => !b.matched).length;
  return (
    <div className="page deposits">
      <PageHeader
        title="Deposits"
        subtitle="What the card gateway settled each day, as it should reach the bank, checked against the ledger."
      />
      <div className="deposits__range">
        <div className="field">
          <label htmlFor="deposits-start">From</label>
          <input id="deposits-start" type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="deposits-end">To</label>
          <input id="deposits-end" type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
        </div>
      </div>
      {deposits.isError ? (
        <p role="alert" className="deposits__error">
          {deposits.error instanceof Error ? deposits.error.message : 'The deposits could not be read.'}
        </p>
      ) : deposits.isPending ? (
        <p className="muted">Asking the card gateway for its settled batches…</p>
      ) : batches.length === 0 ? (
        <p className="muted">No card payments settled from {toSpecDate(startDate)} to {toSpecDate(endDate)}.</p>
      ) : (
        <>
          <p className="deposits__summary" role="status">
            {batches.length} deposit{batches.length === 1 ? '' : 's'}, {dollars(total)} in all.{' '}
            {differing === 0 ? 'Every one matches the ledger.' : `${differing} ${differing === 1 ? 'differs' : 'differ'} from the ledger: see below.`}
          </p>
          {batches.map((batch) => (
            <BatchCard key={batch.batchId} batch={batch} />
          ))}
        </>
      )}
    </div>
  );
}

function BatchCard({ batch }: { batch: DepositBatch }) {
  const problems = batch.transactions.filter((t) => t.problem !== null).length;
  return (
    <details className={`panel deposits__batch${batch.matched ? '' : ' deposits__batch--differs'}`} open={!batch.matched} data-batch-id={batch.batchId}>
      <summary>
        <span className="deposits__date">{toSpecDate(batch.settledDate)}</span>
        <span className="deposits__total">{dollars(batch.totalCents)}</span>
        <span className={batch.matched ? 'deposits__ok' : 'deposits__bad'}>
          {batch.matched ? 'Matches the ledger' : `${problems} difference${problems === 1 ? '' : 's'}: the ledger says ${dollars(batch.ledgerTotalCents)}`}
        </span>
      </summary>
      <p className="muted deposits__parts">
        {batch.transactions.length} card transaction{batch.transactions.length === 1 ? '' : 's'}: {dollars(batch.chargesCents)} in payments
        {batch.refundsCents > 0 ? `, less ${dollars(batch.refundsCents)} refunded` : ''}. Gateway batch {batch.batchId}.
      </p>
      <table className="table table--cards deposits__table">
        <caption className="visually-hidden">Transactions settled on {toSpecDate(batch.settledDate)}</caption>
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Card</th>
            <th scope="col">Amount</th>
            <th scope="col">In the ledger</th>
          </tr>
        </thead>
        <tbody>
          {batch.transactions.map((t) => (
            <tr key={t.gatewayTransactionId} className={t.problem ? 'deposits__row--differs' : undefined}>
              <td data-label="Customer">{t.customerName ?? '—'}</td>
              <td data-label="Card">
                {t.cardBrand} ending {t.cardLast4 || '????'}
              </td>
              <td data-label="Amount" className="money">
                {t.kind === 'refund' ? `Refund −${dollars(t.amountCents)}` : dollars(t.amountCents)}
              </td>
              <td data-label="In the ledger">
                {t.ledgerTransactionId !== null ? <Link to={`/dashboard/transactions/${t.ledgerTransactionId}`}>Open the payment</Link> : null}
                {t.problem ? <span className="deposits__problem"> {t.problem}</span> : t.ledgerTransactionId !== null ? ' · matches' : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
