import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { GroomingReportForm } from '../../groomingReport';
import { GroomingInstructions } from '../GroomingInstructions';
import { CompletionHeader, CompletionSteps } from './CompletionHeader';
import { MismatchDialog, SignoffNotNeededDialog } from './CompletionDialogs';
import { CompletionNotice } from './CompletionNotice';
import { paidWithTip } from './model';
import { PaymentStep } from './PaymentStep';
import { SigningStep } from './SigningStep';
import { ThankYou } from './ThankYou';
import { useCompletionFlow } from './useCompletionFlow';
import './completion.css';

/**
 * Part 2 §2.3 / §4.1: payment, then customerSigning, then thankYou (customer present), or payment then
 * completion (customer absent). Reached at /appointmentCompletion/{id}, /appointmentCompletionWithoutCustomer/{id}
 * and /dashboard/schedule/currentAppointment/{id}/completing.
 */
export function CompletionView({ appointmentId, customerAbsent }: { appointmentId: number; customerAbsent: boolean }) {
  useDocumentTitle('Complete Appointment — Pawroute');
  const flow = useCompletionFlow(appointmentId, customerAbsent);
  const { appointment, estimate, step, send, totalFee, tip, gratuity } = flow;
  if (flow.loading) return <CompletionNotice kind="loading" />;
  if (!appointment || !estimate) return <CompletionNotice kind="missing" />;
  // After the signal returns, the queued start is sent and the appointment read again: judged only then (docs/OFFLINE.md).
  if (appointment.status !== 'inProgress' && step !== 'thankYou' && flow.settling) return <CompletionNotice kind="loading" />;
  if (appointment.status !== 'inProgress' && step !== 'thankYou') return <CompletionNotice kind="notInProgress" status={appointment.status} />;

  const busy = send.busy;
  return (
    <div className="completion" data-step={step}>
      {!customerAbsent && <CompletionSteps step={step} />}
      <div className="completion__card">
        <CompletionHeader customerAbsent={customerAbsent} customerName={appointment.Customer.name} petNames={appointment.pets.map((p) => p.name).join(', ')} totalFee={totalFee}
          thanks={step === 'thankYou' ? paidWithTip(flow.form, tip ?? 0, gratuity?.method ?? null) : null}
        />
        {step === 'payment' && flow.visitPets.length > 0 && (
          // The groomer's van: the cut as it was asked for, and updated after the groom for next time.
          <section className="completion__grooming" aria-label="Grooming and Cut">
            {flow.visitPets.map((pet) => (
              <div key={pet.ID}>
                {flow.visitPets.length > 1 && <strong>{pet.petName}</strong>}
                <GroomingInstructions appointmentId={appointmentId} petId={pet.ID} petName={pet.petName} grooming={pet.grooming} />
              </div>
            ))}
          </section>
        )}
        {step === 'payment' && (
          <PaymentStep
            form={flow.form}
            onFormChange={flow.setForm}
            savedCards={flow.savedCards}
            due={totalFee + (customerAbsent ? (tip ?? 0) : 0)}
            customerAbsent={customerAbsent}
            gratuity={gratuity}
            onGratuityChange={flow.pickGratuity}
            totalFee={totalFee}
            tipBase={flow.tipBase}
            offered={flow.offered}
            busy={busy}
            formError={flow.formError}
            onContinue={flow.continueFromPayment}
            online={flow.online}
          />
        )}
        {step === 'customerSigning' && gratuity && (
          <SigningStep
            gratuity={gratuity}
            onGratuityChange={flow.pickGratuity}
            totalFee={totalFee}
            tipBase={flow.tipBase}
            offered={flow.offered}
            tip={tip}
            padKey={flow.padKey}
            pad={flow.pad}
            saved={flow.signature}
            onAcceptedChange={flow.setAccepted}
            // Offline the check waits paused: signing goes on (the server refuses a paid one when the queue is sent).
            padDisabled={busy || (flow.signoff.isPending && flow.signoff.fetchStatus !== 'paused')}
            busy={busy}
            formError={flow.formError}
            maySubmit={flow.accepted && !busy && flow.signoffNotNeeded === null}
            onBack={() => flow.setStep('payment')}
            onSubmit={() => void flow.submitSigned()}
          />
        )}
        {step === 'thankYou' && send.queued && (
          <p className="muted" role="status">
            Saved on this device: the payment and the completion are sent when the connection returns. A receipt chosen now is not sent; the office can send it later.
          </p>
        )}
        {/* The stylist's optional grooming report, before the customer picks the receipt it goes with. */}
        {step === 'thankYou' && <GroomingReportForm appointmentId={appointmentId} customer={appointment.Customer.name} frequencyWeeks={soonestFrequency(flow.visitPets)} />}
        {step === 'thankYou' && <ThankYou transactionId={send.transactionId} email={estimate.emailString} phone={estimate.phoneNumberString} onDone={() => flow.finish()} />}
      </div>
      <MismatchDialog text={flow.confirmMismatch} onCancel={() => flow.setConfirmMismatch(null)} onContinue={() => void flow.proceed()} />
      <SignoffNotNeededDialog message={step === 'customerSigning' ? flow.signoffNotNeeded : null} onContinue={() => flow.navigate('/dashboard', { replace: true })} />
    </div>
  );
}

/** The next groom is suggested by the pet due soonest (the shortest grooming frequency among the visit's pets). */
function soonestFrequency(pets: readonly { groomingFrequencyWeeks: number | null }[]): number | null {
  const weeks = pets.map((p) => p.groomingFrequencyWeeks).filter((w): w is number => w !== null);
  return weeks.length === 0 ? null : Math.min(...weeks);
}
