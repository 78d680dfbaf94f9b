import { TRANSACTION_MESSAGES, refundBodySchema, transactionInWords, voidBodySchema } from '@pawroute/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { useCan } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useRefundTransaction, useVoidTransaction } from '../api/commands';
import { useTransaction } from '../api/queries';
import type { TransactionDetail } from '../api/types';
import { TRANSACTION_TOASTS } from '../messages';
import { centsToInput, dollars, inputToCents } from '../../../lib/money';
import { SendInvoiceDialog } from './SendDialogs';
import { SendReceiptDialog } from './SendReceiptDialog';
import { TransactionBadges, statusLabel, transactionKind, transactionPath, transactionTitle } from './shared';
import '../transactions.css';

function Facts({ items }: { items: [string, ReactNode, boolean?][] }) {
  return (
    <dl className="tx-facts">
      {items.map(([label, value, total]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={total ? 'tx-facts__total' : undefined}>{label}</dt>
          <dd className={total ? 'tx-facts__total' : undefined}>{value === '' || value === null ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The read-only body of an existing transaction (part 2 §4.3: an existing transaction is read-only). */
export function TransactionView({ tx, staff }: { tx: TransactionDetail; staff: boolean }) {
  const card = tx.CreditCard?.last4 ? `${tx.CreditCard.brand ?? 'Card'} •••• ${tx.CreditCard.last4}` : tx.isOneTimePayment ? 'One-time card' : '';
  return (
    <div className="tx-detail">
      <section className="panel" aria-label="Transaction">
        <h2 className="panel__title">Details</h2>
        <Facts
          items={[
            ['Date', tx.transactionDate],
            ['Customer', staff && tx.userId ? <Link to={`/dashboard/customers/${tx.userId}`}>{tx.customerName}</Link> : tx.customerName],
            ['Reason', tx.reason ?? ''],
            ['Employee', tx.Employee?.name ?? ''],
            ['Appointment', tx.appointmentId ?? ''],
            ['Status', statusLabel(tx.status) || (tx.isVoided ? 'Voided' : 'Recorded')],
            ['Checked In', tx.checkedIn ? <span className="tx-check">✓</span> : 'No'],
            ...(tx.refTransactionId
              ? ([['Refund of', <Link to={transactionPath({ ID: tx.refTransactionId, userId: tx.userId })}>The original payment</Link>]] as [string, ReactNode][])
              : []),
            ...(tx.changeReason
              ? ([[tx.isRefund ? 'Refund Reason' : 'Void Reason', <span className="tx-reason">{tx.changeReason}</span>]] as [string, ReactNode][])
              : []),
            ['Notes', tx.notes ?? ''],
          ]}
        />
      </section>
      <section className="panel" aria-label="Charges">
        <h2 className="panel__title">Charges</h2>
        <Facts
          items={[
            ['Groom', dollars(tx.serviceFeeGroom)],
            ['Trip', dollars(tx.serviceFeeTrip)],
            ['Generator', dollars(tx.serviceFeeGenerator)],
            ['Fuel', dollars(tx.serviceFeeFuel)],
            ['Discounts', dollars(-tx.serviceDiscountTotal)],
            ['Sales Tax', dollars(tx.serviceFeeSalesTax)],
            ['Other', dollars(tx.serviceFeeOther)],
            ['Service Fee', dollars(tx.serviceFee), true],
            ['Cancel Fee', dollars(tx.cancelFee)],
            ['Returned Fee', dollars(tx.returnedFee)],
            ['Reprocess Fee', dollars(tx.reprocessFee)],
            ['Gratuity', dollars(tx.gratuity)],
            ['Charged', dollars(tx.charged), true],
          ]}
        />
      </section>
      <section className="panel" aria-label="Payments">
        <h2 className="panel__title">Payments</h2>
        <Facts
          items={[
            ['Credit Card', <>{dollars(tx.creditCardAmount)}{card && <span className="muted-line"> {card}</span>}</>],
            ['Cash', dollars(tx.cashAmount)],
            ['Check', <>{dollars(tx.checkAmount)}{tx.checkNumber && <span className="muted-line"> #{tx.checkNumber} {tx.checkDate ?? ''}</span>}</>],
            ['Gift Card', <>{dollars(tx.giftCardAmount)}{tx.giftCardNumber && <span className="muted-line"> #{tx.giftCardNumber}</span>}</>],
            ['Account Credit', dollars(tx.creditAmount)],
            ['Refunded', dollars(tx.refundedAmount)],
            ['Paid', dollars(tx.paid), true],
            ['Balance', dollars(tx.transactionBalance), true],
          ]}
        />
        {tx.refunds.length > 0 && (
          <>
            <h3 className="field__label">Refunds</h3>
            <ul className="scroll-list">
              {tx.refunds.map((r) => (
                <li key={r.ID}>
                  <Link to={transactionPath({ ID: r.ID, userId: tx.userId })}>{r.transactionDate}</Link> · <span className="money">{dollars(r.amount)}</span>
                  {r.reason && <span className="muted-line"> · {r.reason}</span>}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

/** Refund: an amount up to what remains refundable of the settled card part. */
function RefundDialog({ tx, open, onClose }: { tx: TransactionDetail; open: boolean; onClose(): void }) {
  const refund = useRefundTransaction();
  const [amount, setAmount] = useState(centsToInput(tx.refundableAmount));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setAmount(centsToInput(tx.refundableAmount));
      setReason('');
      setError(null);
      setReasonError(null);
    }
  }, [open, tx.refundableAmount]);
  const submit = () => {
    const cents = inputToCents(amount);
    // The server's own schema: the same messages before anything is sent.
    const body = refundBodySchema.safeParse({ transactionId: tx.ID, amount: cents, reason });
    setReasonError(issueOf(body, 'reason'));
    if (cents <= 0) return setError(TRANSACTION_MESSAGES.refundAmountInvalid);
    if (cents > tx.refundableAmount) return setError(TRANSACTION_MESSAGES.refundTooLarge(dollars(tx.refundableAmount)));
    setError(null);
    if (!body.success) return;
    refund.mutate(
      { body: { transactionId: tx.ID, amount: cents, reason: body.data.reason } },
      {
        onSuccess: () => {
          toast.success(`Refunded ${dollars(cents)}`);
          onClose();
        },
        onError: (e) => {
          console.error('Refund failed', e);
          setError(e.message);
        },
      },
    );
  };
  return (
    <ModalDialog
      open={open}
      title="Refund Transaction"
      onClose={onClose}
      busy={refund.isPending}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={refund.isPending}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={submit} disabled={refund.isPending}>
            Refund
          </button>
        </>
      }
    >
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p>Up to {dollars(tx.refundableAmount)} of the card payment can be refunded.</p>
        <div className={`field${error ? ' field--invalid' : ''}`}>
          <label htmlFor="refund-amount">Refund Amount</label>
          <input
            id="refund-amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby="refund-amount-error"
            autoFocus
          />
          <p id="refund-amount-error" className="field__error" aria-live="polite">
            {error}
          </p>
        </div>
        <ReasonField id="refund-reason" value={reason} onChange={setReason} error={reasonError} />
      </form>
    </ModalDialog>
  );
}

function VoidDialog({ tx, open, onClose }: { tx: TransactionDetail; open: boolean; onClose(): void }) {
  const voidTx = useVoidTransaction();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason('');
      setReasonError(null);
    }
  }, [open]);
  const submit = () => {
    const body = voidBodySchema.safeParse({ transactionId: tx.ID, reason });
    setReasonError(issueOf(body, 'reason'));
    if (!body.success) return;
    voidTx.mutate(
      { body: { transactionId: tx.ID, reason: body.data.reason } },
      {
        onSuccess: () => {
          toast.success('Voided the transaction');
          onClose();
        },
        onError: (e) => {
          console.error('Void failed', e);
          toast.error(e.message);
          onClose();
        },
      },
    );
  };
  return (
    <ModalDialog
      open={open}
      title="Void Transaction"
      onClose={onClose}
      busy={voidTx.isPending}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={voidTx.isPending}>
            Cancel
          </button>
          <button type="button" className="button button--primary" disabled={voidTx.isPending} onClick={submit}>
            Void
          </button>
        </>
      }
    >
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p>
          Void {transactionInWords({ amount: tx.charged, date: tx.transactionDate, kind: transactionKind(tx) === 'Payment' ? 'payment' : 'charge', customerName: tx.customerName })}? Its charges and payments
          leave the balance and the totals.
        </p>
        <ReasonField id="void-reason" value={reason} onChange={setReason} error={reasonError} autoFocus />
      </form>
    </ModalDialog>
  );
}

/** The first message the schema gives `field` (null: the field is fine). Void and refund reasons: docs/DECISIONS.md. */
function issueOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string): string | null {
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

function ReasonField({ id, value, onChange, error, autoFocus }: { id: string; value: string; onChange(v: string): void; error: string | null; autoFocus?: boolean }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        Reason<span className="field__required" aria-hidden="true"> *</span>
      </label>
      <textarea id={id} rows={2} maxLength={500} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={`${id}-error`} autoFocus={autoFocus} />
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

export const VOID_BEFORE_SETTLEMENT = 'Refund is possible after settlement (usually the next day); until then Void cancels the whole payment.';

/**
 * /dashboard/transactions/{id}[/user/{userId}]: the transaction, read-only (part 2 §4.3), with its
 * 'Refunded'/'Voided' badges; staff get Void while the status allows it and Refund once settled. The
 * customer's own page (ViewCustomerDashboard) is the same view without the actions.
 */
export function TransactionPage({ staff }: { staff: boolean }) {
  const transactionId = Number(useParams().transactionId);
  const tx = useTransaction(transactionId);
  const mayVoid = useCan('VoidTransactions');
  const mayRefund = useCan('RefundTransactions');
  const mayInvoice = useCan('SendInvoices');
  const mayReceipt = useCan('CreateTransactions');
  const [dialog, setDialog] = useState<'void' | 'refund' | 'invoice' | 'receipt' | null>(null);
  useEffect(() => {
    if (tx.isError) toast.error(TRANSACTION_TOASTS.failedToRetrieveTransaction, { id: `transaction-${transactionId}` });
  }, [tx.isError, transactionId]);

  const data = tx.data;
  // what the counter calls it ('Payment from Casey Cole on 11-05-2026'), not 'Transaction 4'.
  const title = data ? transactionTitle(data) : tx.isError ? 'Transaction not found' : 'Loading…';
  useDocumentTitle(`${title} — Pawroute`);
  // docs/RULES.md "Balance, voids and refunds": a card part voids only before settlement and refunds
  // only once settled; until then Void is the one action, so the page says why.
  const voidOnly = staff && mayVoid && data !== undefined && data.canVoid && !data.canRefund && data.creditCardAmount > 0;
  const back = staff ? '/dashboard/transactions' : '/dashboard/transactions';
  return (
    <div className="page">
      <PageHeader
        title={
          <>
            {title} {data && <TransactionBadges row={data} />}
          </>
        }
        subtitle={<Link to={back}>Back to transactions</Link>}
        actions={
          staff &&
          data && (
            <>
              {mayReceipt && !data.isRefund && !data.isVoided && (
                <button type="button" className="button button--secondary" onClick={() => setDialog('receipt')}>
                  Send Receipt
                </button>
              )}
              {mayInvoice && data.appointmentId !== null && !data.isRefund && (
                <button type="button" className="button button--secondary" onClick={() => setDialog('invoice')}>
                  Send Invoice
                </button>
              )}
              {mayVoid && data.canVoid && (
                <button type="button" className="button button--secondary" onClick={() => setDialog('void')} aria-describedby={voidOnly ? 'void-hint' : undefined}>
                  Void
                </button>
              )}
              {voidOnly && (
                <p id="void-hint" className="tx-void-hint">
                  {VOID_BEFORE_SETTLEMENT}
                </p>
              )}
              {mayRefund && data.canRefund && (
                <button type="button" className="button button--primary" onClick={() => setDialog('refund')}>
                  Refund
                </button>
              )}
            </>
          )
        }
      />
      {data ? (
        <TransactionView tx={data} staff={staff} />
      ) : tx.isError ? (
        <section className="panel panel--empty">
          <p className="panel__lead">{TRANSACTION_TOASTS.failedToRetrieveTransaction}</p>
        </section>
      ) : (
        <Spinner />
      )}
      {data && staff && (
        <>
          <VoidDialog tx={data} open={dialog === 'void'} onClose={() => setDialog(null)} />
          <RefundDialog tx={data} open={dialog === 'refund'} onClose={() => setDialog(null)} />
          <SendReceiptDialog target={{ transactionId: data.ID }} open={dialog === 'receipt'} onClose={() => setDialog(null)} />
          {data.appointmentId !== null && (
            <SendInvoiceDialog customerId={data.customerId} appointmentId={data.appointmentId} open={dialog === 'invoice'} onClose={() => setDialog(null)} />
          )}
        </>
      )}
    </div>
  );
}
