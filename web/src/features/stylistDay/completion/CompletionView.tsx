import { APPOINTMENT_MESSAGES, formatCents } from '@pawroute/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { Spinner } from '../../../components/Spinner';
import { newIdempotencyKey } from '../../../lib/apiClient';
import { isBrowserOffline, mustQueue } from '../../../lib/offline/outbox';
import { useQueuedEffects, withQueued } from '../../../lib/offline/useQueuedEffects';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAppointment } from '../../appointments';
import { useCreditCards } from '../../contacts';
import { useEstimate } from '../../estimates';
import { mayHaveReachedServer, sendCompletion, uploadSignature, useDefaultGratuity, useRefreshAfterCompletion, useSignoffCheck } from './api';
import {
  COMPLETION_MESSAGES,
  completionMismatch,
  emptyPayment,
  gratuityCents,
  gratuityError,
  gratuityMethodsOffered,
  initialGratuity,
  mismatchText,
  PAYMENT_ERROR_TOAST_MS,
  paidWithTip,
  paymentCents,
  paymentError,
  transactionBody,
  type CompletionStep,
  type GratuityChoice,
  attemptFor,
  type PaymentAttempt,
  type PaymentForm,
} from './model';
import { PaymentStep } from './PaymentStep';
import { SigningStep } from './SigningStep';
import type { SignaturePadHandle } from './SignaturePadField';
import { ThankYou } from './ThankYou';
import { OFFLINE_MESSAGES, offlinePaymentRefusal, queueCompletion } from './queueCompletion';
import './completion.css';

/**
 * Part 2 §2.3 / §4.1: payment, then customerSigning, then thankYou (customer present), or payment then
 * completion (customer absent). Reached at /appointmentCompletion/{id}, /appointmentCompletionWithoutCustomer/{id}
 * and /dashboard/schedule/currentAppointment/{id}/completing.
 */
export function CompletionView({ appointmentId, customerAbsent }: { appointmentId: number; customerAbsent: boolean }) {
  useDocumentTitle('Complete Appointment — Pawroute');
  const navigate = useNavigate();
  const refresh = useRefreshAfterCompletion();
  const found = useAppointment(appointmentId);
  // Issue 16: an appointment started offline is 'In Progress' here while its start waits in the outbox.
  const effects = useQueuedEffects();
  const loaded = found.data?.appointment ?? null;
  const appointment = loaded && withQueued(loaded, effects);
  const estimateQuery = useEstimate(appointment?.estimateId ?? null, false);
  const estimate = estimateQuery.data?.estimate ?? null;
  const customerUserId = appointment?.customerUserId ?? null;
  const cards = useCreditCards(customerUserId ?? 0);
  const savedCards = customerUserId === null ? [] : (cards.data?.creditCards ?? []).filter((c) => !c.isExpired);
  const defaults = useDefaultGratuity(customerUserId);
  const totalFee = estimate?.feeTotal ?? 0;

  const [step, setStep] = useState<CompletionStep>('payment');
  const [form, setForm] = useState<PaymentForm>(() => emptyPayment());
  const [cardPicked, setCardPicked] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [gratuity, setGratuity] = useState<GratuityChoice | null>(null);
  const [confirmMismatch, setConfirmMismatch] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [padKey, setPadKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [transactionId, setTransactionId] = useState<number | null>(null);
  /** Issue 16: the completion went to the outbox (no connection): no receipt yet, a different farewell. */
  const [queued, setQueued] = useState(false);
  const inFlight = useRef(false);
  /** Whether the gratuity's method was picked by hand (else it follows the payment: card first). */
  const methodPicked = useRef(false);
  const attempt = useRef<PaymentAttempt | null>(null);
  const pad = useRef<SignaturePadHandle>(null);

  // The primary saved card is the default way to pay by card.
  useEffect(() => {
    if (cardPicked || savedCards.length === 0) return;
    const primary = savedCards.find((c) => c.isPrimary) ?? savedCards[0]!;
    setForm((f) => ({ ...f, creditCardId: primary.ID }));
    setCardPicked(true);
  }, [savedCards, cardPicked]);

  const cents = paymentCents(form) ?? { cashAmount: 0, creditCardAmount: 0, checkAmount: 0, giftCardAmount: 0 };
  const offered = gratuityMethodsOffered(cents);
  const offeredKey = offered.join(',');
  // The customer's default gratuity, preselected once the figures are known (part 2 §5.4).
  useEffect(() => {
    // Offline with nothing cached the read is paused: go on without the customer's default.
    if (gratuity !== null || !estimate || (defaults.isPending && defaults.fetchStatus !== 'paused')) return;
    setGratuity(initialGratuity(defaults.data, totalFee, offered));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [estimate, defaults.isPending, defaults.data, totalFee, gratuity]);
  // A method no longer offered (its amount went to 0) is dropped.
  useEffect(() => {
    if (gratuity?.method && !offered.includes(gratuity.method)) setGratuity({ ...gratuity, method: offered[0] ?? null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offeredKey]);

  // Each step starts at the top (the device changes hands between them).
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [step]);

  const tip = gratuity ? gratuityCents(gratuity, totalFee) : 0;
  const signoff = useSignoffCheck(appointmentId, step === 'customerSigning' && !customerAbsent);
  const signoffNotNeeded = signoff.data?.error === true ? signoff.data.message : null;

  useEffect(() => {
    if (found.isError || estimateQuery.isError || (appointment && appointment.estimateId === null)) {
      toast.error(APPOINTMENT_MESSAGES.informationMissing, { id: `completion-missing-${appointmentId}` });
    }
  }, [found.isError, estimateQuery.isError, appointment, appointmentId]);

  const pickGratuity = (next: GratuityChoice) => {
    if (gratuity && next.method !== gratuity.method) methodPicked.current = true;
    setGratuity(next);
  };

  const finish = (wasQueued = queued) => {
    void refresh();
    if (wasQueued) toast.info(OFFLINE_MESSAGES.completedQueued);
    else toast.success(COMPLETION_MESSAGES.completed);
    navigate('/dashboard', { replace: true });
  };

  /** Payment view: check §5.4, then the mismatch modal, then on (part 2 §4.1 step 2). */
  const continueFromPayment = () => {
    const error = paymentError(form) ?? (customerAbsent ? gratuityError(tip, gratuity?.method ?? null) : null);
    setFormError(error);
    if (error) return;
    const mismatch = completionMismatch(form, totalFee, tip ?? 0, customerAbsent);
    if (mismatch?.mismatch) {
      setConfirmMismatch(mismatchText(mismatch));
      return;
    }
    void proceed();
  };

  const proceed = async () => {
    setConfirmMismatch(null);
    if (customerAbsent) {
      // Part 2 §4.1 step 5: send payment, mark completed, go to /dashboard.
      const outcome = await pay();
      if (outcome) finish(outcome === 'queued');
      return;
    }
    // The default tip's method follows the payment just entered (card, cash, check, then account credit).
    if (gratuity && !methodPicked.current && (tip ?? 0) > 0) setGratuity({ ...gratuity, method: offered[0] ?? null });
    setAccepted(false);
    setPadKey((k) => k + 1);
    setStep('customerSigning');
  };

  /**
   * Sends the payment and the completion (appointments/complete). Ignored while one is on its way
   * (part 2 §4.1 step 7). The same payment sent again after a failure that may have reached the server
   * keeps its key, so it never charges twice; a changed payment, or one the server refused, is a new attempt.
   */
  const pay = async (signatureFileName: string | null = null): Promise<boolean | 'queued'> => {
    if (inFlight.current) return false;
    const body = transactionBody(form, tip ?? 0, gratuity?.method ?? null);
    if (mustQueue()) return queueOffline(body, null);
    const text = JSON.stringify(body);
    attempt.current = attemptFor(attempt.current, text, newIdempotencyKey);
    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await sendCompletion(appointmentId, customerAbsent, body, signatureFileName, attempt.current.key);
      setTransactionId(answer.transactionId ?? null);
      return true;
    } catch (e) {
      if (!mayHaveReachedServer(e)) attempt.current = null;
      // Part 2 §4.1 step 7: a 10-second toast, and the payment state reset so the employee can retry.
      toast.error(COMPLETION_MESSAGES.paymentError, {
        id: `payment-error-${appointmentId}`,
        description: e instanceof Error ? e.message : undefined,
        duration: PAYMENT_ERROR_TOAST_MS,
      });
      setAccepted(false);
      setStep('payment');
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  /**
   * Issue 16: no connection (or earlier actions still waiting): cash and check go to the outbox with the
   * signature and the completion; a card is refused with the reason, back on the payment step.
   */
  const queueOffline = (body: ReturnType<typeof transactionBody>, signature: Blob | null): false | 'queued' => {
    const refusal = offlinePaymentRefusal(body, isBrowserOffline());
    if (refusal) {
      setFormError(refusal);
      toast.error(refusal, { id: `offline-payment-${appointmentId}` });
      setAccepted(false);
      setStep('payment');
      return false;
    }
    queueCompletion({ appointmentId, customerName: appointment?.Customer.name ?? `#${appointmentId}`, customerAbsent, transaction: body, signature });
    setQueued(true);
    return 'queued';
  };

  /** customerSigning Submit: the signature is saved, then the payment is sent (part 2 §4.1 step 3). */
  const submitSigned = async () => {
    if (inFlight.current) return;
    const error = gratuityError(tip, gratuity?.method ?? null);
    setFormError(error);
    if (error) return;
    const png = await pad.current?.toBlob();
    if (mustQueue()) {
      if (queueOffline(transactionBody(form, tip ?? 0, gratuity?.method ?? null), png ?? null)) setStep('thankYou');
      return;
    }
    let signatureFileName: string | null = null;
    if (png) {
      try {
        setBusy(true);
        signatureFileName = await uploadSignature(appointmentId, png);
      } catch {
        setBusy(false);
        toast.error(COMPLETION_MESSAGES.failedToSaveSignature);
        return;
      }
    }
    if (await pay(signatureFileName)) {
      void refresh();
      setStep('thankYou');
    }
  };

  if (found.isPending || (appointment && estimateQuery.isPending)) {
    return (
      <div className="completion completion--loading">
        <Spinner />
      </div>
    );
  }
  if (!appointment || !estimate) {
    return (
      <div className="completion">
        <div className="completion__card">
          <p role="alert">{APPOINTMENT_MESSAGES.informationMissing}</p>
          <Link className="button button--secondary completion__big" to="/dashboard">
            Back to the dashboard
          </Link>
        </div>
      </div>
    );
  }
  if (appointment.status !== 'inProgress' && step !== 'thankYou') {
    return (
      <div className="completion">
        <div className="completion__card">
          <h1 className="completion__title">Complete Appointment</h1>
          <p role="alert">
            {appointment.status === 'completed'
              ? 'This appointment is already completed.'
              : 'Only an appointment in progress can be completed. Start the appointment first.'}
          </p>
          <Link className="button button--primary completion__big" to="/dashboard/schedule">
            Back to my day
          </Link>
        </div>
      </div>
    );
  }

  const thanks = step === 'thankYou' ? paidWithTip(form, tip ?? 0, gratuity?.method ?? null) : null;
  const header = (
    <header className="completion__header">
      <div>
        <p className="completion__eyebrow">{customerAbsent ? 'Customer not home' : 'Customer on site'}</p>
        <h1 className="completion__title">{appointment.Customer.name}</h1>
        <p className="muted completion__pets">{appointment.pets.map((p) => p.name).join(', ')}</p>
      </div>
      {thanks ? (
        // The Thank-you step shows what was paid, the tip included (not the fee alone).
        <div className="completion__total">
          <span className="muted">Paid</span>
          <strong data-testid="completion-paid">{formatCents(thanks.paid)}</strong>
          {thanks.tip > 0 && (
            <span className="muted completion__tip-note">
              {thanks.tipOnAccount ? `+ ${formatCents(thanks.tip)} tip on account` : `incl. ${formatCents(thanks.tip)} tip`}
            </span>
          )}
        </div>
      ) : (
        <div className="completion__total">
          <span className="muted">Total</span>
          <strong data-testid="completion-total">{formatCents(totalFee)}</strong>
        </div>
      )}
    </header>
  );

  return (
    <div className="completion" data-step={step}>
      {!customerAbsent && (
        <ol className="completion__steps" aria-label="Steps">
          {(['payment', 'customerSigning', 'thankYou'] as const).map((s) => (
            <li key={s} aria-current={s === step ? 'step' : undefined}>
              {s === 'payment' ? 'Payment' : s === 'customerSigning' ? 'Sign' : 'Receipt'}
            </li>
          ))}
        </ol>
      )}
      <div className="completion__card">
        {header}
        {step === 'payment' && (
          <PaymentStep
            form={form}
            onFormChange={setForm}
            savedCards={savedCards}
            due={totalFee + (customerAbsent ? (tip ?? 0) : 0)}
            customerAbsent={customerAbsent}
            gratuity={gratuity}
            onGratuityChange={pickGratuity}
            totalFee={totalFee}
            offered={offered}
            busy={busy}
            formError={formError}
            onContinue={continueFromPayment}
          />
        )}
        {step === 'customerSigning' && gratuity && (
          <SigningStep
            gratuity={gratuity}
            onGratuityChange={pickGratuity}
            totalFee={totalFee}
            offered={offered}
            tip={tip}
            padKey={padKey}
            pad={pad}
            onAcceptedChange={setAccepted}
            // Offline the check waits paused: signing goes on (the server refuses a paid one when the queue is sent).
            padDisabled={busy || (signoff.isPending && signoff.fetchStatus !== 'paused')}
            busy={busy}
            formError={formError}
            maySubmit={accepted && !busy && signoffNotNeeded === null}
            onBack={() => setStep('payment')}
            onSubmit={() => void submitSigned()}
          />
        )}
        {step === 'thankYou' && queued && (
          <p className="muted" role="status">
            Saved on this device: the payment and the completion are sent when the connection returns. A receipt chosen now is not sent; the office can send it later.
          </p>
        )}
        {step === 'thankYou' && (
          <ThankYou transactionId={transactionId} email={estimate.emailString} phone={estimate.phoneNumberString} onDone={() => finish()} />
        )}
      </div>

      <ModalDialog
        open={confirmMismatch !== null}
        title="Payment Does Not Match"
        onClose={() => setConfirmMismatch(null)}
        actions={
          <>
            <button type="button" className="button button--secondary completion__big" onClick={() => setConfirmMismatch(null)}>
              Cancel
            </button>
            <button type="button" className="button button--primary completion__big" onClick={() => void proceed()}>
              Continue
            </button>
          </>
        }
      >
        <p>{confirmMismatch}</p>
      </ModalDialog>

      <ModalDialog
        open={signoffNotNeeded !== null && step === 'customerSigning'}
        title="Sign-Off No Longer Needed"
        onClose={() => navigate('/dashboard', { replace: true })}
        actions={
          <button type="button" className="button button--primary completion__big" onClick={() => navigate('/dashboard', { replace: true })}>
            Continue as Employee
          </button>
        }
      >
        <p>{signoffNotNeeded}</p>
      </ModalDialog>
    </div>
  );
}
