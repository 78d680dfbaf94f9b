import { isEmail } from '@pawroute/domain';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { isApiError } from '../../../lib/apiClient';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useSendInvoice, useSendSummary } from '../api/commands';
import { useBalanceAndEmails, useCustomerInvoiceInfo, useEmployeeTransactionSummary, useInvoice, useTransactionSummary } from '../api/queries';
import type { InvoiceAnswer } from '../api/types';
import { businessTodaySpec as todaySpec } from '../../../lib/businessTime';
import { inputToSpec, isSpecDate, specToInput } from '../../../lib/dates';
import { TRANSACTION_TOASTS } from '../messages';
import { dollars } from '../../../lib/money';
import '../transactions.css';

/** Part 2 §9: the transaction summary fetch is debounced 400 ms; part 1 §9: the invoice fetch too. */
const PREVIEW_DEBOUNCE_MS = 400;

type Figures = Pick<
  InvoiceAnswer,
  | 'serviceFeeGroom'
  | 'serviceFeeTrip'
  | 'serviceFeeGenerator'
  | 'serviceFeeFuel'
  | 'serviceDiscountTotal'
  | 'serviceFeeSalesTax'
  | 'serviceFeeOther'
  | 'serviceFee'
  | 'gratuity'
  | 'creditAmount'
  | 'creditCardAmount'
  | 'cashAmount'
  | 'checkAmount'
  | 'giftCardAmount'
  | 'balance'
  | 'petNames'
>;

/** The figures an invoice or a summary sends (part 1 Invoice, part 2 §3): the ledger's own numbers. */
function FiguresList({ figures }: { figures: Figures }) {
  const items: [string, number][] = [
    ['Groom', figures.serviceFeeGroom],
    ['Trip', figures.serviceFeeTrip],
    ['Generator', figures.serviceFeeGenerator],
    ['Fuel', figures.serviceFeeFuel],
    ['Discounts', -figures.serviceDiscountTotal],
    ['Sales Tax', figures.serviceFeeSalesTax],
    ['Other', figures.serviceFeeOther],
    ['Service Fee', figures.serviceFee],
    ['Gratuity', figures.gratuity],
    ['Account Credit', figures.creditAmount],
    ['Credit Card', figures.creditCardAmount],
    ['Cash', figures.cashAmount],
    ['Check', figures.checkAmount],
    ['Gift Card', figures.giftCardAmount],
    ['Balance', figures.balance],
  ];
  return (
    <>
      {figures.petNames.length > 0 && <p className="muted-line">Pets: {figures.petNames.join(', ')}</p>}
      <dl className="tx-facts">
        {items.map(([label, cents]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={label === 'Balance' || label === 'Service Fee' ? 'tx-facts__total' : undefined}>{label}</dt>
            <dd className={label === 'Balance' || label === 'Service Fee' ? 'tx-facts__total' : undefined}>{dollars(cents)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function EmailField({ id, value, onChange, emails, error }: { id: string; value: string; onChange(v: string): void; emails: string[]; error: string | null }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        Email<span className="field__required" aria-hidden="true"> *</span>
      </label>
      <input id={id} type="email" list={`${id}-list`} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={`${id}-error`} />
      <datalist id={`${id}-list`}>
        {emails.map((e) => (
          <option key={e} value={e} />
        ))}
      </datalist>
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

function usePrimaryEmail(customerId: number, open: boolean, setEmail: (v: string) => void) {
  const info = useBalanceAndEmails(customerId, open);
  useEffect(() => {
    if (info.isError) toast.error(TRANSACTION_TOASTS.failedToRetrieveBalanceAndEmails, { id: `balance-emails-${customerId}` });
  }, [info.isError, customerId]);
  useEffect(() => {
    if (!open || !info.data) return;
    const primary = info.data.emailAddresses.find((e) => e.isPrimary) ?? info.data.emailAddresses[0];
    if (primary) setEmail(primary.emailAddress);
  }, [open, info.data, setEmail]);
  return info;
}

/** Whose summary: a customer's own transactions (the spec's), or an employee's appointments'. */
export interface SummaryEmployee {
  ID: number;
  name: string;
  /** Preselected as the address to send to. */
  emailAddress: string;
}

/**
 * Send Transaction Summary (part 2 §2.7, §5.7): start date, end date and email, all required; the email
 * pattern is checked; dates travel as MM-DD-YYYY. The summary itself is previewed (fetch debounced 400 ms).
 * With `employee` instead of a customer (a profile that is not a customer's), it is the
 * transactions of the appointments that employee worked, sent to the employee's address unless changed.
 */
export function SendSummaryDialog({
  customerId,
  employee = null,
  open,
  onClose,
}: {
  customerId: number | null;
  employee?: SummaryEmployee | null;
  open: boolean;
  onClose(): void;
}) {
  const [startDate, setStartDate] = useState(todaySpec);
  const [endDate, setEndDate] = useState(todaySpec);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const forCustomer = customerId !== null;
  const info = usePrimaryEmail(customerId ?? 0, open && forCustomer, setEmail);
  const range = useDebouncedValue({ startDate, endDate }, PREVIEW_DEBOUNCE_MS);
  const customerSummary = useTransactionSummary(customerId ?? 0, range.startDate, range.endDate, open && forCustomer);
  const employeeSummary = useEmployeeTransactionSummary(employee?.ID ?? 0, range.startDate, range.endDate, open && !forCustomer && employee !== null);
  const summary = forCustomer ? customerSummary : employeeSummary;
  const send = useSendSummary();
  const key = forCustomer ? `summary-${customerId}` : `summary-employee-${employee?.ID}`;
  useEffect(() => {
    if (summary.isError) toast.error(TRANSACTION_TOASTS.failedToRetrieveSummary, { id: key });
  }, [summary.isError, key]);
  const employeeEmail = employee?.emailAddress ?? '';
  useEffect(() => {
    if (!open) return;
    setError(null);
    if (!forCustomer) setEmail(employeeEmail);
  }, [open, forCustomer, employeeEmail]);

  const submit = () => {
    if (!isSpecDate(startDate) || !isSpecDate(endDate) || email.trim() === '') return setError(TRANSACTION_TOASTS.summaryFieldsRequired);
    if (!isEmail(email)) return setError(TRANSACTION_TOASTS.validEmail);
    if (!forCustomer && employee === null) return;
    setError(null);
    const who = forCustomer ? { customerId } : { employeeId: employee?.ID };
    send.mutate(
      { body: { ...who, startDate, endDate, emailAddress: email.trim() } },
      {
        onSuccess: () => {
          toast.success('Sent the transaction summary');
          onClose();
        },
        onError: () => toast.error(TRANSACTION_TOASTS.failedToSendSummary),
      },
    );
  };
  return (
    <ModalDialog
      open={open}
      title="Send Transaction Summary"
      onClose={onClose}
      busy={send.isPending}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={send.isPending}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={submit} disabled={send.isPending}>
            Send
          </button>
        </>
      }
    >
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="form__grid form__grid--2">
          <div className="field">
            <label htmlFor="summary-start">
              Start Date<span className="field__required" aria-hidden="true"> *</span>
            </label>
            <input id="summary-start" type="date" value={specToInput(startDate)} onChange={(e) => setStartDate(inputToSpec(e.target.value))} />
            <p className="field__error" />
          </div>
          <div className="field">
            <label htmlFor="summary-end">
              End Date<span className="field__required" aria-hidden="true"> *</span>
            </label>
            <input id="summary-end" type="date" value={specToInput(endDate)} onChange={(e) => setEndDate(inputToSpec(e.target.value))} />
            <p className="field__error" />
          </div>
        </div>
        {employee && (
          <p className="muted-line" data-testid="summary-of-employee">
            The transactions of the appointments {employee.name} worked.
          </p>
        )}
        <EmailField
          id="summary-email"
          value={email}
          onChange={(v) => {
            setEmail(v);
            setError(null);
          }}
          emails={forCustomer ? (info.data?.emailAddresses ?? []).map((e) => e.emailAddress) : [employeeEmail].filter((e) => e)}
          error={error}
        />
        {summary.data ? (
          <>
            <p className="muted-line" data-testid="summary-count">
              {summary.data.transactions.length} {summary.data.transactions.length === 1 ? 'transaction' : 'transactions'} from {summary.data.startDate} to {summary.data.endDate}
            </p>
            <FiguresList figures={summary.data} />
          </>
        ) : (
          <p className="muted-line">{summary.isError ? TRANSACTION_TOASTS.failedToRetrieveSummary : 'Loading the summary…'}</p>
        )}
      </form>
    </ModalDialog>
  );
}

/**
 * Send Invoice (part 1 §2, §5, §7): one read, user/getCustomerInvoiceInfo, gives the customer's email
 * addresses (the primary preselected, any of them chosen with a click, or another typed), the account
 * balance and the appointments with charges; the chosen appointment's invoice figures come from
 * transactions/getInvoice (debounced 400 ms, part 1 §9). The email is required and checked.
 * `appointmentId` preselects an appointment (the transaction page's); without it the newest is chosen.
 */
export function SendInvoiceDialog({ customerId, appointmentId = null, open, onClose }: { customerId: number; appointmentId?: number | null; open: boolean; onClose(): void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(appointmentId);
  const info = useCustomerInvoiceInfo(customerId, open);
  const appointments = info.data?.appointments ?? [];
  const selected = chosen ?? appointments[0]?.appointmentId ?? null;
  const previewed = useDebouncedValue(selected, PREVIEW_DEBOUNCE_MS);
  const invoice = useInvoice(customerId, previewed ?? 0, open && previewed !== null);
  const send = useSendInvoice();
  useEffect(() => {
    if (info.isError) toast.error(TRANSACTION_TOASTS.failedToRetrieveBalanceAndEmails, { id: `invoice-info-${customerId}` });
  }, [info.isError, customerId]);
  useEffect(() => {
    if (invoice.isError) toast.error(TRANSACTION_TOASTS.failedToRetrieveInvoice, { id: `invoice-${previewed}` });
  }, [invoice.isError, previewed]);
  useEffect(() => {
    if (!open) return;
    setError(null);
    setChosen(appointmentId);
  }, [open, appointmentId]);
  useEffect(() => {
    if (!open || !info.data) return;
    const primary = info.data.emailAddresses.find((e) => e.isPrimary) ?? info.data.emailAddresses[0];
    if (primary) setEmail(primary.emailAddress);
  }, [open, info.data]);
  const row = appointments.find((a) => a.appointmentId === selected);
  const submit = () => {
    if (email.trim() === '') return setError(TRANSACTION_TOASTS.invoiceEmailRequired);
    if (!isEmail(email)) return setError(TRANSACTION_TOASTS.validEmail);
    if (selected === null) return;
    setError(null);
    send.mutate(
      { body: { customerId, appointmentId: selected, emailAddress: email.trim() } },
      {
        onSuccess: () => {
          toast.success(TRANSACTION_TOASTS.sentInvoice);
          onClose();
        },
        onError: (e) => toast.error(TRANSACTION_TOASTS.failedToSendInvoice, { description: isApiError(e) && e.statusCode < 500 ? e.message : undefined }),
      },
    );
  };
  return (
    <ModalDialog
      open={open}
      title="Send Invoice"
      onClose={onClose}
      busy={send.isPending}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={send.isPending}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={submit} disabled={send.isPending || selected === null}>
            Send Invoice
          </button>
        </>
      }
    >
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {info.data ? (
          <dl className="tx-facts" aria-label="Customer">
            <dt>Customer</dt>
            <dd>{info.data.customerName}</dd>
            <dt className="tx-facts__total">Account balance</dt>
            <dd className="tx-facts__total" data-testid="invoice-account-balance">{dollars(info.data.balance)}</dd>
          </dl>
        ) : (
          <p className="muted-line">{info.isError ? TRANSACTION_TOASTS.failedToRetrieveBalanceAndEmails : 'Loading the customer…'}</p>
        )}
        {info.data && info.data.emailAddresses.length > 0 && (
          <fieldset className="tx-choices">
            <legend>Send to</legend>
            {info.data.emailAddresses.map((e) => (
              <label key={e.emailAddress} className="check">
                <input type="radio" name="invoice-email-choice" checked={email.trim() === e.emailAddress} onChange={() => setEmail(e.emailAddress)} />
                {e.emailAddress}
                {e.isPrimary ? ' (primary)' : ''}
              </label>
            ))}
          </fieldset>
        )}
        <EmailField id="invoice-email" value={email} onChange={setEmail} emails={(info.data?.emailAddresses ?? []).map((e) => e.emailAddress)} error={error} />
        {info.data && appointments.length === 0 && <p className="muted-line">No appointment has charges to invoice yet.</p>}
        {appointments.length > 0 && (
          <div className="field">
            <label htmlFor="invoice-appointment">Appointment</label>
            <select id="invoice-appointment" value={selected ?? ''} onChange={(e) => setChosen(Number(e.target.value))}>
              {appointments.map((a) => (
                <option key={a.appointmentId} value={a.appointmentId}>
                  {a.appointmentDate ?? 'No date'} · {a.petNames.join(', ') || 'No pets'} · {a.status} · owes {dollars(a.balance)}
                </option>
              ))}
            </select>
          </div>
        )}
        {row && (
          <p className="muted-line" data-testid="invoice-appointment-totals">
            Charged {dollars(row.charged)} · Paid {dollars(row.paid)} · Balance {dollars(row.balance)}
            {row.otherFees > 0 ? ` · Other fees ${dollars(row.otherFees)}` : ''}
          </p>
        )}
        {selected !== null &&
          (invoice.data && previewed === selected ? (
            <>
              <p className="muted-line">
                {invoice.data.customerName}
                {invoice.data.appointmentDate ? ` · ${invoice.data.appointmentDate}` : ''}
                {invoice.data.Employee ? ` · ${invoice.data.Employee.name}` : ''}
              </p>
              <FiguresList figures={invoice.data} />
            </>
          ) : (
            <p className="muted-line">{invoice.isError ? TRANSACTION_TOASTS.failedToRetrieveInvoice : 'Loading the invoice…'}</p>
          ))}
      </form>
    </ModalDialog>
  );
}
