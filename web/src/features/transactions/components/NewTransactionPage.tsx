import { fullName, type GratuityMethod } from '@pawroute/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { newIdempotencyKey } from '../../../lib/apiClient';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useCreateTransaction } from '../api/commands';
import { useOptions } from '../../options';
import { useCardsOnFile, useTransactionUser, useUnpaidAfterVoid } from '../api/queries';
import {
  BREAKDOWN_FIELDS,
  OTHER_FEE_FIELDS,
  PAYMENT_FIELDS,
  autoFill,
  chargedCents,
  emptyForm,
  formError,
  formFromVoided,
  formatExpiration,
  paidCents,
  remainingCents,
  setAmount,
  setBreakdown,
  setServiceFee,
  toCreateBody,
  type PaymentField,
  type TransactionFormState,
} from '../form/transactionForm';
import { TRANSACTION_TOASTS } from '../messages';
import { dollars } from '../../../lib/money';
import { transactionPath } from './shared';
import { useCan } from '../../../lib/session';
import '../transactions.css';
import { CARD_NUMBER_INPUT, normalizeCardNumber } from '../../../lib/cardNumber';
import { businessToday } from '../../../lib/businessTime';
import { TestPaymentsNotice } from '../../../components/card/TestPaymentsNotice';

const GRATUITY_METHOD_LABELS: Record<GratuityMethod, string> = {
  creditCard: 'Credit Card',
  cash: 'Cash',
  check: 'Check',
  accountCredit: 'Account Credit',
};

function MoneyField({ id, label, value, onChange, signed = false }: { id: string; label: string; value: string; onChange(text: string): void; signed?: boolean }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        inputMode="decimal"
        placeholder="0.00"
        value={value}
        // Part 2 §5.6: money is truncated to two decimals as typed.
        onChange={(e) => {
          const text = e.target.value.replace(signed ? /[^\d.-]/g : /[^\d.]/g, '');
          const [whole, ...rest] = text.split('.');
          onChange(rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : text);
        }}
      />
      <p className="field__error" />
    </div>
  );
}

/**
 * /dashboard/transactions/new[/user/{userId}] (CreateTransactions, part 2 §2.5, §4.3, §5.6): reason,
 * the service total and its breakdown kept consistent both ways, the other fees and gratuity, the
 * payment amounts with auto-fill of what remains, a card on file or a one-time card, notes. The §5.6
 * rules run here (the domain's checkTransactionForm, as the server does) before anything is sent.
 */
export function NewTransactionPage() {
  useDocumentTitle('New Transaction — Pawroute');
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const userId = params.userId && /^\d+$/.test(params.userId) ? Number(params.userId) : null;
  const appointmentId = /^\d+$/.test(search.get('appointmentId') ?? '') ? Number(search.get('appointmentId')) : null;
  const user = useTransactionUser(userId);
  const reasons = useOptions((options) => options.transactionsReasons);
  const cards = useCardsOnFile(userId);
  const create = useCreateTransaction();
  const [form, setForm] = useState<TransactionFormState>(() => emptyForm(businessToday()));
  const [error, setError] = useState<string | null>(null);
  // One Idempotency-Key per submission attempt, kept across its retries; a changed form is a new attempt.
  const attemptKey = useRef<string | null>(null);
  useEffect(() => {
    attemptKey.current = null;
  }, [form]);

  useEffect(() => {
    if (user.isError) toast.error(TRANSACTION_TOASTS.failedToRetrieveUserDetails, { id: 'tx-user' });
  }, [user.isError]);
  useEffect(() => {
    if (cards.isError) toast.error(TRANSACTION_TOASTS.failedToGetCreditCards, { id: 'tx-cards' });
  }, [cards.isError]);
  // The primary card on file is preselected; without cards the payment is a one-time card.
  const cardList = useMemo(() => cards.data ?? [], [cards.data]);
  useEffect(() => {
    if (!cards.data) return;
    const primary = cards.data.find((c) => c.isPrimary) ?? cards.data[0];
    setForm((f) => ({ ...f, creditCardId: f.creditCardId ?? primary?.ID ?? null, isOneTimePayment: cards.data.length === 0 }));
  }, [cards.data]);

  // Record Payment for a groom whose payment was voided (docs/DECISIONS.md "The ledger after a void"):
  // the form starts from the voided transaction, once, after the cards on file are known.
  const mayReadVoided = useCan('ViewAllTransactions');
  const voided = useUnpaidAfterVoid({ userId: userId ?? undefined, appointmentId: appointmentId ?? undefined }, appointmentId !== null && userId !== null && mayReadVoided);
  const fill = voided.data?.rows.find((r) => r.appointmentId === appointmentId) ?? null;
  const [filledFrom, setFilledFrom] = useState<typeof fill>(null);
  const cardIds = cards.data ? cards.data.map((c) => c.ID) : cards.isError ? [] : null;
  useEffect(() => {
    if (!fill || cardIds === null || filledFrom !== null) return;
    setFilledFrom(fill);
    setForm((f) => formFromVoided(f, fill.payment, cardIds));
  }, [fill, cardIds, filledFrom]);

  const charged = chargedCents(form);
  const paid = paidCents(form);
  const remaining = remainingCents(form);

  // Part 2 §5.6 'Saving needs a user in the route': the user's customer record.
  const customerId = user.data?.customerId ?? null;
  const submit = () => {
    const message = formError(form, customerId);
    setError(message);
    if (message) {
      toast.error(message);
      return;
    }
    attemptKey.current ??= newIdempotencyKey();
    create.mutate(
      { body: toCreateBody(form, customerId as number, appointmentId), idempotencyKey: attemptKey.current },
      {
        onSuccess: (answer) => {
          toast.success('Created transaction');
          navigate(transactionPath({ ID: answer.transactionId, userId: userId ?? 0 }));
        },
        onError: (e) => {
          setError(e.message);
          toast.error(e.message);
        },
      },
    );
  };

  const name = user.data ? fullName({ firstName: user.data.firstName, lastName: user.data.lastName }) : null;
  const payField = (field: PaymentField, label: string) => (
    <div className="tx-autofill" key={field}>
      <MoneyField id={field} label={label} value={form.amounts[field]} onChange={(t) => setForm((f) => setAmount(f, field, t))} />
      <button type="button" className="button button--secondary button--small" onClick={() => setForm((f) => autoFill(f, field))} disabled={remaining === 0} aria-label={`Auto-fill ${label} with the remaining amount`}>
        Auto-fill
      </button>
    </div>
  );

  return (
    <div className="page">
      <PageHeader
        title="New Transaction"
        subtitle={userId === null ? 'Open a customer profile and choose New Transaction to record one for them.' : name ? <Link to={`/dashboard/customers/${userId}`}>{name}</Link> : 'Loading customer…'}
      />
      <form
        className="form tx-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <section className="panel tx-form__panel">
          <div className="form__grid form__grid--3">
            <div className={`field${error && form.reasonId === null ? ' field--invalid' : ''}`}>
              <label htmlFor="reasonId">
                Reason<span className="field__required" aria-hidden="true"> *</span>
              </label>
              <select id="reasonId" value={form.reasonId ?? ''} onChange={(e) => setForm((f) => ({ ...f, reasonId: e.target.value ? Number(e.target.value) : null }))}>
                <option value="">Select a reason</option>
                {(reasons.data ?? []).map((r) => (
                  <option key={r.ID} value={r.ID}>
                    {r.reason}
                  </option>
                ))}
              </select>
              <p className="field__error" />
            </div>
            <div className="field">
              <label htmlFor="transactionDate">Date</label>
              <input id="transactionDate" type="date" value={form.transactionDate} onChange={(e) => setForm((f) => ({ ...f, transactionDate: e.target.value }))} />
              <p className="field__error" />
            </div>
            {appointmentId !== null && (
              <div className="field">
                <label htmlFor="appointmentId">Appointment</label>
                <input id="appointmentId" value={appointmentId} readOnly />
                <p className="field__error" />
              </div>
            )}
          </div>
          {filledFrom && (
            <p className="tx-filled" role="status" data-testid="filled-from-voided">
              Filled in from the voided{' '}
              <Link to={transactionPath({ ID: filledFrom.voidedTransactionId, userId: userId ?? 0 })}>payment</Link> of the groom
              of {filledFrom.appointmentDate}. Check the amounts, change what differs, and save.
              {form.isOneTimePayment && filledFrom.payment.creditCardAmount > 0 ? ' Its card is not on file: enter the card again.' : ''}
            </p>
          )}
        </section>

        <section className="panel tx-form__panel" aria-labelledby="tx-fees">
          <h2 id="tx-fees" className="panel__title">
            Service Fee
          </h2>
          <div className="form__grid form__grid--4">
            <MoneyField id="serviceFee" label="Service Fee Total" value={form.serviceFee} onChange={(t) => setForm((f) => setServiceFee(f, t))} />
            {BREAKDOWN_FIELDS.map(([field, label]) => (
              <MoneyField key={field} id={field} label={label} value={form.amounts[field]} signed={field === 'serviceFeeOther'} onChange={(t) => setForm((f) => setBreakdown(f, field, t))} />
            ))}
          </div>
          <h2 className="panel__title">Other Fees and Gratuity</h2>
          <div className="form__grid form__grid--4">
            {OTHER_FEE_FIELDS.map(([field, label]) => (
              <MoneyField key={field} id={field} label={label} value={form.amounts[field]} onChange={(t) => setForm((f) => setAmount(f, field, t))} />
            ))}
            <div className="field">
              <label htmlFor="gratuityMethod">Gratuity Method</label>
              <select
                id="gratuityMethod"
                value={form.gratuityMethod ?? ''}
                onChange={(e) => setForm((f) => ({ ...f, gratuityMethod: (e.target.value || null) as GratuityMethod | null }))}
              >
                <option value="">None</option>
                {(Object.keys(GRATUITY_METHOD_LABELS) as GratuityMethod[]).map((m) => (
                  <option key={m} value={m}>
                    {GRATUITY_METHOD_LABELS[m]}
                  </option>
                ))}
              </select>
              <p className="field__error" />
            </div>
          </div>
        </section>

        <section className="panel tx-form__panel" aria-labelledby="tx-payments">
          <h2 id="tx-payments" className="panel__title">
            Payments
          </h2>
          <div className="form__grid form__grid--2">{PAYMENT_FIELDS.map(([field, label]) => payField(field, label))}</div>
          <div className="form__grid form__grid--3">
            <div className="field">
              <label htmlFor="checkNumber">Check Number</label>
              <input id="checkNumber" value={form.checkNumber} maxLength={50} onChange={(e) => setForm((f) => ({ ...f, checkNumber: e.target.value }))} />
              <p className="field__error" />
            </div>
            <div className="field">
              <label htmlFor="checkDate">Check Date</label>
              <input id="checkDate" type="date" value={form.checkDate} onChange={(e) => setForm((f) => ({ ...f, checkDate: e.target.value }))} />
              <p className="field__error" />
            </div>
            <div className="field">
              <label htmlFor="giftCardNumber">Gift Card Number</label>
              <input id="giftCardNumber" value={form.giftCardNumber} maxLength={50} onChange={(e) => setForm((f) => ({ ...f, giftCardNumber: e.target.value }))} />
              <p className="field__error" />
            </div>
          </div>
          <fieldset className="tx-card">
            <legend className="field__label">Credit Card</legend>
            <div className="tx-radio-row" role="radiogroup" aria-label="Card">
              <label>
                <input type="radio" name="cardKind" checked={!form.isOneTimePayment} disabled={cardList.length === 0} onChange={() => setForm((f) => ({ ...f, isOneTimePayment: false }))} />
                Card on file
              </label>
              <label>
                <input type="radio" name="cardKind" checked={form.isOneTimePayment} onChange={() => setForm((f) => ({ ...f, isOneTimePayment: true }))} />
                One-time card
              </label>
            </div>
            {!form.isOneTimePayment ? (
              <div className="field">
                <label htmlFor="creditCardId">Card on file</label>
                <select id="creditCardId" value={form.creditCardId ?? ''} onChange={(e) => setForm((f) => ({ ...f, creditCardId: e.target.value ? Number(e.target.value) : null }))}>
                  <option value="">Select a card</option>
                  {cardList.map((c) => (
                    <option key={c.ID} value={c.ID}>
                      {c.nameOnCard} · {c.brand} •••• {c.lastFour} · {c.expiration}
                      {c.isPrimary ? ' (primary)' : ''}
                    </option>
                  ))}
                </select>
                <p className="field__error" />
              </div>
            ) : (
              <div className="form__grid form__grid--3">
                <TestPaymentsNotice />
                <div className="field">
                  <label htmlFor="nameOnCard">Name on Card</label>
                  <input id="nameOnCard" autoComplete="cc-name" value={form.card.nameOnCard} onChange={(e) => setForm((f) => ({ ...f, card: { ...f.card, nameOnCard: e.target.value } }))} />
                  <p className="field__error" />
                </div>
                <div className="field">
                  <label htmlFor="cardNumber">Card Number</label>
                  <input
                    id="cardNumber"
                    {...CARD_NUMBER_INPUT}
                    value={form.card.cardNumber}
                    onChange={(e) => setForm((f) => ({ ...f, card: { ...f.card, cardNumber: normalizeCardNumber(e.target.value) } }))}
                  />
                  <p className="field__error" />
                </div>
                <div className="field">
                  <label htmlFor="expiration">Expiration (MM/YY)</label>
                  <input
                    id="expiration"
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    maxLength={5}
                    placeholder="MM/YY"
                    value={form.card.expiration}
                    onChange={(e) => setForm((f) => ({ ...f, card: { ...f.card, expiration: formatExpiration(e.target.value) } }))}
                  />
                  <p className="field__error" />
                </div>
                <div className="field">
                  <label htmlFor="securityCode">Security Code</label>
                  <input
                    id="securityCode"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    maxLength={4}
                    value={form.card.securityCode}
                    onChange={(e) => setForm((f) => ({ ...f, card: { ...f.card, securityCode: e.target.value.replace(/\D/g, '').slice(0, 4) } }))}
                  />
                  <p className="field__error" />
                </div>
                <div className="field">
                  <label htmlFor="billingZipcode">Billing Zipcode</label>
                  <input
                    id="billingZipcode"
                    autoComplete="postal-code"
                    maxLength={10}
                    value={form.card.billingZipcode}
                    onChange={(e) => setForm((f) => ({ ...f, card: { ...f.card, billingZipcode: e.target.value.slice(0, 10) } }))}
                  />
                  <p className="field__error" />
                </div>
              </div>
            )}
          </fieldset>
        </section>

        <section className="panel tx-form__panel">
          <div className="field">
            <label htmlFor="notes">Notes</label>
            <textarea id="notes" rows={3} maxLength={1000} value={form.notes} onChange={(e) => setForm((f) => ({ ...f, notes: e.target.value }))} />
            <p className="field__error" />
          </div>
          <dl className="tx-totals" aria-label="This transaction">
            <div className="tx-totals__item">
              <dt>Charged</dt>
              <dd className="money" data-testid="form-charged">{dollars(charged)}</dd>
            </div>
            <div className="tx-totals__item">
              <dt>Paid</dt>
              <dd className="money" data-testid="form-paid">{dollars(paid)}</dd>
            </div>
            <div className="tx-totals__item tx-totals__item--lead">
              <dt>Remaining</dt>
              <dd className="money" data-testid="form-remaining">{dollars(remaining)}</dd>
            </div>
          </dl>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <div className="form__actions">
            <Link to={userId ? `/dashboard/customers/${userId}` : '/dashboard/transactions'} className="button button--secondary">
              Cancel
            </Link>
            <button type="submit" className="button button--primary" disabled={create.isPending}>
              {create.isPending ? 'Saving…' : 'Save Transaction'}
            </button>
          </div>
        </section>
      </form>
    </div>
  );
}
